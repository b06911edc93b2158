import type { AreaManifest } from '../types';
import { registerTemplateRoutes } from './templates/routes';

/** The discovery area: templates (and, as they land, the viral library and rising creators). */
export const discoveryArea: AreaManifest = {
  name: 'discovery',
  routes: (app, ctx) => {
    registerTemplateRoutes(app, ctx);
  },
};

// The template catalogue and its rules, for the generator (one catalogue for the screen and the prompts).
export { TEMPLATE_CATALOGUE, type CatalogueTemplate, type TemplateVoice } from './templates/catalogue/index';
export { findTemplate, templateById, templateByName } from './templates/lookup';
export { assertTemplateOpen, premiumRefusal, tierOpens } from './templates/access-service';
