import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Counts the statements a database handle executes (`db.withPlugin(counter)`): a plugin sees each one's result once;
 * subqueries are not counted.
 */
export class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return result;
  }
}
