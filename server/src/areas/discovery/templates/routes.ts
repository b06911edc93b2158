import { TemplatesResponse } from 'shared/contracts';
import { visitorOrUser } from '../../../platform/auth-guard';
import { type ApiInstance, sendSerialized, serializeAnswer } from '../../../platform/http';
import type { AppContext } from '../../types';
import { type ListedTemplate, listTemplates } from './access-service';
import { presentTemplate } from './presenters';

const tags = ['templates'];

/**
 * The catalogue is code, so its answer is one of a few (a visitor's, or one per set of locks): each is checked
 * against the response schema and serialized once, then sent as it is (32 KB, read on every templates screen).
 */
const answers = new Map<string, string>();
function answerFor(listed: ListedTemplate[]): string {
  const key = listed.map((l) => (l.locked === undefined ? '-' : l.locked ? '1' : '0')).join('');
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = serializeAnswer(TemplatesResponse, { templates: listed.map(presentTemplate) });
    answers.set(key, answer);
  }
  return answer;
}

/**
 * GET /api/templates/frameworks (the templates screen) and GET /api/content/templates (SPEC.md §7 names it among
 * the shared client's calls without a shape: it answers the same list). The bearer is optional: a signed-in
 * member gets `locked` on each template.
 */
export function registerTemplateRoutes(app: ApiInstance, { db }: AppContext): void {
  for (const url of ['/templates/frameworks', '/content/templates']) {
    app.get(
      url,
      {
        onRequest: visitorOrUser,
        // The templates screen reads the first; none of the catalogue is in the database (the plan came with the session).
        config: url === '/templates/frameworks' ? { screenRead: { roundTrips: 0 } } : {},
        schema: { tags, summary: 'The post templates; with a bearer, whether your plan opens each one', response: { 200: TemplatesResponse } },
      },
      async (request, reply) => {
        const listed = await listTemplates({ db, userId: request.maybeUserId ?? null });
        // The answer depends on the member's plan, so no shared cache may keep it.
        reply.header('cache-control', 'private, no-cache');
        return sendSerialized(reply, answerFor(listed));
      },
    );
  }
}
