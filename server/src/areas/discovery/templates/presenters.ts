import type { Template } from 'shared/contracts';
import type { ListedTemplate } from './access-service';
import { requiredTier } from './access-service';

/** Catalogue entry → API shape (SPEC.md §3 Template); the writer-only fields (voice) stay on the server. */
export function presentTemplate({ template: t, locked }: ListedTemplate): Template {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    structure: [...t.structure],
    example_topic: t.example_topic,
    category: t.category,
    premium: t.premium,
    preview: [...t.preview],
    required_tier: requiredTier(t),
    ...(locked === undefined ? {} : { locked }),
  };
}
