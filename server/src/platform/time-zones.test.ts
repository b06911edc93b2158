import { resolveTimeZone, savedTimeZone } from './time-zones';

describe('resolveTimeZone: one reading of a given zone for every area', () => {
  it("maps SPEC §9's labels to the DECISIONS presets, keeps IANA names and refuses bare legacy abbreviations", () => {
    expect(['EST', 'cst', ' MST ', 'Pst'].map((z) => resolveTimeZone(z))).toEqual(
      ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'].map((zone) => ({ ok: true, zone })),
    );
    expect(['utc', 'GMT', 'europe/paris', 'Asia/Kolkata', 'US/Eastern', 'EST5EDT'].map((z) => resolveTimeZone(z))).toEqual(
      ['UTC', 'GMT', 'Europe/Paris', 'Asia/Kolkata', 'US/Eastern', 'EST5EDT'].map((zone) => ({ ok: true, zone })),
    );
    for (const z of ['IST', 'BST', 'AST', 'Japan', 'Mars/Olympus']) expect(resolveTimeZone(z).ok).toBe(false);
    expect([savedTimeZone('EST'), savedTimeZone('IST'), savedTimeZone(null), savedTimeZone('Europe/Paris')]).toEqual(['America/New_York', null, null, 'Europe/Paris']);
  });
});
