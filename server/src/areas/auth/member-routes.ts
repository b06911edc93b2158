import {
  AccountExport,
  DeleteAccountRequest,
  MessageResponse,
  NotificationPreferences,
  Persona,
  PersonaResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
  TimezoneUpdateRequest,
  TimezoneUpdateResponse,
} from 'shared/contracts';
import { z } from 'zod';
import type { LinkedInProvider } from '../../integrations/linkedin/index';
import { requireUser } from '../../platform/auth-guard';
import type { ApiInstance } from '../../platform/http';
import type { AppContext } from '../types';
import { deleteAccount, exportAccount } from './account-data-service';
import { setMemberTimezone } from './member-facts-service';
import { getPersona, getPreferences, savePersona, savePreferences, updateProfile } from './member-service';

const tags = ['member'];
// axios sends no body when the password is undefined (LinkedIn-only accounts).
const OptionalDeleteBody = z.preprocess((body) => body ?? {}, DeleteAccountRequest);

/** The signed-in member's persona, profile, preferences, data export and account deletion. */
export function registerMemberRoutes(app: ApiInstance, { db, config, members }: AppContext, provider: LinkedInProvider | null): void {
  app.get(
    '/user/persona',
    { onRequest: requireUser, config: { screenRead: { roundTrips: 1 } }, schema: { tags, summary: 'The saved persona (null if none)', response: { 200: PersonaResponse } } },
    async (request) => getPersona({ db, userId: request.userId }),
  );

  app.post(
    '/user/persona',
    { onRequest: requireUser, schema: { tags, summary: 'Save the profile-setup answers', body: Persona, response: { 200: PersonaResponse } } },
    async (request) => savePersona({ db, userId: request.userId, persona: request.body }),
  );

  app.put(
    '/user/profile',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Update the full name', body: ProfileUpdateRequest, response: { 200: ProfileUpdateResponse } },
    },
    async (request) => updateProfile({ db, userId: request.userId, fullName: request.body.full_name, email: request.body.email }),
  );

  app.put(
    '/user/timezone',
    {
      onRequest: requireUser,
      schema: { tags, summary: "Save the member's time zone (an IANA name; the Scheduler's default)", body: TimezoneUpdateRequest, response: { 200: TimezoneUpdateResponse } },
    },
    async (request) => {
      return { success: true, timezone: await setMemberTimezone({ db, userId: request.userId, timezone: request.body.timezone }) };
    },
  );

  app.get(
    '/user/notification-preferences',
    { onRequest: requireUser, config: { screenRead: { roundTrips: 1 } }, schema: { tags, summary: 'Notification toggles', response: { 200: NotificationPreferences } } },
    async (request) => getPreferences({ db, userId: request.userId }),
  );

  app.put(
    '/user/notification-preferences',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Save notification toggles', body: NotificationPreferences, response: { 200: NotificationPreferences } },
    },
    async (request) => savePreferences({ db, userId: request.userId, preferences: request.body }),
  );

  app.get(
    '/user/export',
    { onRequest: requireUser, schema: { tags, summary: 'Everything kept about the member, as a JSON download', response: { 200: AccountExport } } },
    async (request, reply) => {
      const data = await exportAccount({ members, userId: request.userId });
      const day = new Date().toISOString().slice(0, 10);
      return reply.header('content-disposition', `attachment; filename="postpilot-export-${day}.json"`).send(data);
    },
  );

  app.delete(
    '/user/account',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Delete the account and all its data', body: OptionalDeleteBody, response: { 200: MessageResponse } },
    },
    async (request) =>
      deleteAccount({ db, config, members, provider, userId: request.userId, password: request.body?.password, log: (m) => request.log.warn(m) }),
  );
}
