import { OFFLINE_NOTE, badge, chatTitle, consumedVisit, contextLabel, preloadKeyOf, writerState, streamingView, errorMessage, footnote, hasActions, isCreditsExhausted, newSendKey, isTemplateRefusal, messageText, preloadFrom, requestFor, schedulerLink, splitContext, successToast, templateText, type ChatMessage } from './chat';

describe('chat rules', () => {
  it('gives each message its own key for the Idempotency-Key header (32 hex digits)', () => {
    const keys = Array.from({ length: 50 }, () => newSendKey());
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(50);
  });

  it("sends pasted text the server accepts: Word's manual line break (vertical tab), a page break (form feed) and NEL are line breaks, other control characters go", () => {
    expect(messageText('First line\u000BSecond line\u000CThird\u0085Fourth')).toBe('First line\nSecond line\nThird\nFourth');
    expect(messageText('  Write about \u0007hiring\u0000 engineers\u001B \u009B ')).toBe('Write about hiring engineers');
    // Tabs, line breaks, emoji and right-to-left text are the member's and stay.
    expect(messageText('Lessons:\n\t1. ship 🚀\r\n2. שלום')).toBe('Lessons:\n\t1. ship 🚀\r\n2. שלום');
    expect(messageText('\u000B\u0007  ')).toBe('');
  });

  it('splits a context at 200 characters (SPEC.md §7)', () => {
    expect(splitContext('Personal Journey')).toEqual({ template: 'Personal Journey', viralContext: null, kind: 'template' });
    expect(splitContext('x'.repeat(199))).toEqual({ template: 'x'.repeat(199), viralContext: null, kind: 'template' });
    expect(splitContext('x'.repeat(200))).toEqual({ template: null, viralContext: 'x'.repeat(200), kind: 'template' });
    expect(splitContext('  ')).toBeNull();
  });

  it('preloads from the templates screen state first', () => {
    const p = preloadFrom({ template: 'ignored' }, { selectedTemplate: { name: 'Myth Busting', description: 'Bust a myth.', structure: ['The myth', 'The truth'], example_topic: 'Cold outreach is dead' } });
    expect(p!.input).toBe('Write a Myth Busting post about cold outreach is dead');
    expect(p!.note).toMatch(/^Template selected: Myth Busting\. Bust a myth\./);
    expect(p!.context).toEqual({ template: 'Myth Busting\nBust a myth.\nStructure: The myth → The truth', viralContext: null, kind: 'template' });
  });

  it("does not say 'post' twice for a template whose name ends in Post ('Question Post')", () => {
    const p = preloadFrom({}, { selectedTemplate: { name: 'Question Post', example_topic: 'The worst piece of career advice you were ever given' } });
    expect(p!.input).toBe('Write a Question Post about the worst piece of career advice you were ever given');
    expect(preloadFrom({}, { selectedTemplate: { name: 'Question Post' } })!.input).toBe('Write a Question Post about ');
  });

  it('sends a long selected template as viral_context', () => {
    const t = { name: 'Personal Journey', description: 'd'.repeat(220) };
    expect(templateText(t).length).toBeGreaterThanOrEqual(200);
    expect(preloadFrom({}, { selectedTemplate: t })!.context).toEqual({ template: null, viralContext: templateText(t), kind: 'template' });
  });

  it('preloads from ?template=, ?viral_context= and ?edit=&content=', () => {
    expect(preloadFrom({ template: 'Hot Take' }, null)).toMatchObject({ context: { template: 'Hot Take', viralContext: null } });
    const viral = 'v'.repeat(300);
    expect(preloadFrom({ viral_context: viral }, null)).toMatchObject({ context: { template: null, viralContext: viral } });
    const edit = preloadFrom({ edit: 'p1', content: 'My old post.' }, null)!;
    expect(edit.input).toContain('My old post.');
    expect(edit.context).toBeNull();
    expect(edit.note).toMatch(/Editing a post/);
    expect(preloadFrom({}, null)).toBeNull();
    expect(preloadFrom({}, { selectedTemplate: { name: '' } })).toBeNull();
  });

  it("sends a viral post as viral_context whatever its length, from the Viral Library's navigation state first", () => {
    // Short, and naming a premium template: still a viral post, never the template the member did not choose.
    const short = 'Unpopular opinion: most meetings should be emails.';
    expect(preloadFrom({}, { viral_context: short, viral_post_id: 'p1' })).toMatchObject({ context: { template: null, viralContext: short } });
    expect(preloadFrom({ viral_context: short }, null)).toMatchObject({ context: { template: null, viralContext: short } });
    expect(requestFor('Remote work', null, preloadFrom({}, { viral_context: short })!.context).body).toEqual({
      user_input: 'Remote work', template: null, viral_context: short, session_id: null,
    });
    expect(preloadFrom({}, { viral_context: '   ' })).toBeNull();
  });

  it("tags a template as 'Template' even when its long text travels as viral_context; a viral post as 'Inspiration'", () => {
    const long = { name: 'Personal Journey', description: 'd'.repeat(220) };
    expect(contextLabel(preloadFrom({}, { selectedTemplate: long })!.context!)).toBe('Template');
    expect(contextLabel(preloadFrom({ template: 'Top Mistakes' }, null)!.context!)).toBe('Template');
    expect(contextLabel(preloadFrom({}, { viral_context: 'A short post.' })!.context!)).toBe('Inspiration');
  });

  it('clears the consumed template or viral post from the address and the history state after the first send (SPEC.md §4)', () => {
    const post = 'A post that did well. '.repeat(20);
    const viral = consumedVisit('/app/generate', {}, { viral_context: post, viral_post_id: 'p1' })!;
    expect(viral).toEqual({ to: '/app/generate', key: preloadKeyOf({}, null) });
    // Another post (or the same one opened again) is a different preload, so it is applied.
    expect(preloadKeyOf({}, { viral_context: post })).not.toBe(viral.key);
    expect(consumedVisit('/app/generate', { template: 'Hot Take', ref: 'x' }, null)).toEqual({ to: '/app/generate?ref=x', key: preloadKeyOf({ ref: 'x' }, null) });
    expect(consumedVisit('/app/generate', {}, { selectedTemplate: { name: 'Question Post' } })!.to).toBe('/app/generate');
    expect(consumedVisit('/app/generate', { edit: 'p1', content: 'Old post' }, null)).toBeNull();
    expect(consumedVisit('/app/generate', {}, null)).toBeNull();
  });

  it('generates first, then continues; the context goes only with generate', () => {
    expect(requestFor('hi', null, { template: 'Hot Take', viralContext: null, kind: 'template' })).toEqual({
      kind: 'generate',
      body: { user_input: 'hi', template: 'Hot Take', viral_context: null, session_id: null },
    });
    expect(requestFor('shorter', 's1', { template: 'Hot Take', viralContext: null, kind: 'template' })).toEqual({ kind: 'continue', body: { user_input: 'shorter', session_id: 's1' } });
  });

  it('opens the credits modal on a monthly-limit or unreadable 403 only', () => {
    expect(isCreditsExhausted(403, 'Monthly limit exceeded. You have used all 3 AI credits for this month.')).toBe(true);
    expect(isCreditsExhausted(403, '')).toBe(true);
    expect(isCreditsExhausted(403, 'HTTP 403: <html>')).toBe(true);
    expect(isCreditsExhausted(403, 'This template is for paid plans')).toBe(false);
    expect(isCreditsExhausted(500, 'Monthly limit exceeded')).toBe(false);
  });

  it("tells a premium template's refusal (403 naming the plan) from the credits limit", () => {
    const refusal = 'Hot Take is a premium template. Upgrade to the Creator plan ($19/month) to write with it.';
    expect(isTemplateRefusal(403, refusal)).toBe(true);
    expect(isCreditsExhausted(403, refusal)).toBe(false);
    expect(isTemplateRefusal(403, 'Monthly limit exceeded. You have used all 3 AI credits for this month.')).toBe(false);
    expect(isTemplateRefusal(403, '')).toBe(false);
    expect(isTemplateRefusal(400, refusal)).toBe(false);
  });

  it('words errors and success as SPEC.md §8 does', () => {
    expect(errorMessage('The AI service is busy. Please try again in a moment.')).toBe('Sorry, I encountered an error: The AI service is busy. Please try again in a moment.');
    expect(errorMessage('')).toBe('Sorry, I encountered an error: Failed to generate content');
    expect(successToast({ word_count: 120, character_count: 700 })).toBe('Generated! 120 words, 700 characters');
  });

  it('shows actions on real replies over 200 characters only', () => {
    const reply: ChatMessage = { id: '1', type: 'assistant', content: 'x'.repeat(201), timestamp: '' };
    expect(hasActions(reply)).toBe(true);
    expect(hasActions({ ...reply, content: 'x'.repeat(200) })).toBe(false);
    expect(hasActions({ ...reply, kind: 'greeting' })).toBe(false);
    expect(hasActions({ ...reply, streaming: true })).toBe(false);
    expect(hasActions({ ...reply, type: 'user' })).toBe(false);
  });

  it('tidies Markdown while a reply streams', () => {
    expect(streamingView('## Hook\nThe **real** work:\n- one\n* two\n#Hiring')).toBe('Hook\nThe real work:\n• one\n• two\n#Hiring');
    // As the finished post will read (the server drops bidi overrides): the streamed text never flips backwards.
    expect(streamingView('Hiring \u202Eevil\u2066 twist')).toBe('Hiring evil twist');
  });

  it('names the configured model, or says plainly that none is connected', () => {
    expect(footnote({ offline: false, model: 'gpt-4o' })).toBe('Powered by gpt-4o. Every message uses 1 AI credit.');
    expect(footnote({ offline: true, model: null })).toBe("Posts come from PostPilot's built-in writer, not an AI model. Connecting an AI model gives you better posts. Every message uses 1 AI credit.");
    expect(footnote({ offline: false, model: null, unconfigured: true })).toBe('No AI model is connected to PostPilot yet, so posts cannot be written right now. Every message uses 1 AI credit.');
    // Members never see operator instructions.
    for (const state of [{ offline: true, model: null }, { offline: false, model: null, unconfigured: true }]) expect(footnote(state)).not.toMatch(/LLM_|environment|variable/);
    expect(OFFLINE_NOTE).not.toMatch(/LLM_|environment|variable/);
    expect(badge(writerState({ offline: true, model: null })).label).toBe('Built-in writer');
    expect(badge(writerState({ offline: false, model: null, unconfigured: true })).label).toBe('No AI model');
    expect(badge(writerState({ offline: false, model: 'gpt-4o' })).label).toBe('AI Ready');
    expect(footnote({ offline: false, model: null })).toBe('Powered by the configured AI model. Every message uses 1 AI credit.');
    expect(schedulerLink('a b&c')).toBe('/scheduler?content=a%20b%26c');
    expect(schedulerLink('x', 'p 1')).toBe('/scheduler?content=x&library_post_id=p%201');
  });
});

describe("an earlier chat's title", () => {
  it('starts with a capital when the first word is all lower-case letters', () => {
    expect(chatTitle('onboarding remote engineers in their first week')).toBe('Onboarding remote engineers in their first week');
    expect(chatTitle('été à Paris')).toBe('Été à Paris');
    expect(chatTitle('remote-first teams')).toBe('Remote-first teams');
    expect(chatTitle('why, honestly')).toBe('Why, honestly');
  });

  it("leaves a brand written with a lower-case first letter, and any title that already starts otherwise", () => {
    expect(chatTitle('iPhone launches that flopped')).toBe('iPhone launches that flopped');
    expect(chatTitle('eBay sellers')).toBe('eBay sellers');
    expect(chatTitle('x2 growth')).toBe('x2 growth');
    expect(chatTitle('Hiring in 2030')).toBe('Hiring in 2030');
    expect(chatTitle('10 lessons')).toBe('10 lessons');
    expect(chatTitle('مرحبا بالعالم')).toBe('مرحبا بالعالم');
    expect(chatTitle('')).toBe('');
  });
});
