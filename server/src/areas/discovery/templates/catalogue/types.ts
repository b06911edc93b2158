import type { TemplateCategoryId } from 'shared/constants';

/** What kind of post a template makes: the offline writer picks its default sections by it. */
export type TemplateVoice = 'story' | 'opinion' | 'educational' | 'engagement';

/** One template of the catalogue, as written (the API adds `locked` and the plan that opens it). */
export interface CatalogueTemplate {
  /** Stable kebab-case id: kept in URLs, history and tests, so never renamed. */
  id: string;
  /** Unique; the generator recognises a template by its name in the text it receives. */
  name: string;
  /** When to use it, in one or two sentences. */
  description: string;
  /** The post's beats, in order. */
  structure: readonly string[];
  /** A topic the member can send as is. */
  example_topic: string;
  category: TemplateCategoryId;
  premium: boolean;
  /** The opening of a post written with it, placeholders in [brackets]: the card's preview. */
  preview: readonly string[];
  voice: TemplateVoice;
}

/** The entries of one category file: the category is written once, in the file's name and here. */
export type CategoryTemplates = readonly Omit<CatalogueTemplate, 'category'>[];

export function inCategory(category: TemplateCategoryId, entries: CategoryTemplates): CatalogueTemplate[] {
  return entries.map((t) => ({ ...t, category }));
}
