import type { AreaManifest } from '../types';
import { creatorsPart } from './creators/index';
import { combineParts } from './parts';
import { discoverySettings } from './settings';
import { registerTemplateRoutes } from './templates/routes';
import { viralPart } from './viral/index';

/** The discovery area: templates, the viral library and rising creators, one part per line. */
export const discoveryArea: AreaManifest = {
  name: 'discovery',
  settings: discoverySettings,
  ...combineParts([
    { routes: registerTemplateRoutes },
    viralPart,
    creatorsPart,
  ]),
};

// The template catalogue and its rules, for the generator (one catalogue for the screen and the prompts).
export { TEMPLATE_CATALOGUE, type CatalogueTemplate, type TemplateVoice } from './templates/catalogue/index';
export { findTemplate, templateById, templateByName } from './templates/lookup';
export { assertTemplateOpen, premiumRefusal, tierOpens } from './templates/access-service';
// The viral corpus (posts, authors, topics, media): see viral/corpus.ts for what the creators part can query.
export * from './viral/corpus';
