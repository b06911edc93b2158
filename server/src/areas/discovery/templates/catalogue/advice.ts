import { type CategoryTemplates, inCategory } from './types';

/**
 * 'Advice' (a premium category): practical, saveable posts. Top Mistakes stays free: SPEC.md §6 names only Hot
 * Take, Controversial Question, Myth Busting and Industry Prediction as premium among the spec's frameworks.
 */
export const ADVICE = inCategory('advice', [
  {
    id: 'top-mistakes',
    name: 'Top Mistakes',
    description: 'List the mistakes you see most often in your field and what to do instead. Saves readers pain and shows your experience.',
    structure: ['Hook', 'The mistakes, as a short list', 'What to do instead', 'Question to the audience'],
    example_topic: 'Mistakes first-time founders make when hiring',
    premium: false,
    preview: ['[Number] mistakes I see [audience] make with [topic]:', '1. [Mistake]', '2. [Mistake]', 'Here is what to do instead:'],
    voice: 'educational',
  },
  {
    id: 'industry-prediction',
    name: 'Industry Prediction',
    description: 'Make a specific prediction about where your industry is heading, backed by the signals you see today.',
    structure: ['Hook: the prediction', 'Signals you see today', 'What it means', 'How to prepare', 'Question to the audience'],
    example_topic: 'AI agents will handle most tier-one customer support by 2027',
    premium: true,
    preview: ['Prediction: [specific prediction] by [year].', 'The signals are already here:', '→ [Signal one]'],
    voice: 'opinion',
  },
  {
    id: 'step-by-step-how-to',
    name: 'Step-by-Step How-To',
    description: 'Teach one outcome in three to five steps, and flag the step people skip. The kind of post readers save.',
    structure: ['Hook: the outcome the reader will get', 'Why most people struggle with it', 'The steps, as a short numbered list', 'The one step people skip', 'Question to the audience'],
    example_topic: 'How to prepare for a salary negotiation in one hour',
    premium: true,
    preview: ['How to [outcome] in [time]:', 'Step 1: [action]', 'Step 2: [action]', 'Most people skip step [n].'],
    voice: 'educational',
  },
  {
    id: 'lessons-from-years',
    name: 'Lessons From Years in the Field',
    description: 'Years of experience distilled into a short numbered list, with the one lesson you wish you had learned first.',
    structure: ['Hook: your years of experience in one line', 'The lessons, as a short numbered list', 'The one lesson that matters most and why', 'Question to the audience'],
    example_topic: 'Ten years in B2B sales, seven lessons',
    premium: true,
    preview: ['[N] years in [field]. [N] lessons:', '1. [Lesson]', '2. [Lesson]', "The one I wish I'd learned first: [lesson]."],
    voice: 'educational',
  },
  {
    id: 'my-framework',
    name: 'My Framework Breakdown',
    description: 'Name the framework you use for a recurring problem, show its steps and an example, and say when not to use it.',
    structure: ['Hook: the problem your framework solves', 'The framework, named, in steps', 'An example of it in action', 'When not to use it', 'Call to action: invite readers to try it and report back'],
    example_topic: 'The three-question filter I use before accepting a meeting',
    premium: true,
    preview: ['I use a [N]-step framework for [problem]. I call it [name].', '1. [Step]', '2. [Step]', 'Here it is in action:'],
    voice: 'educational',
  },
  {
    id: 'do-this-not-that',
    name: 'Do This, Not That',
    description: 'Pairs of common approaches and better ones, side by side. Skimmable, practical and easy to save.',
    structure: ['Hook: the common approach that quietly fails', 'Five pairs: do this, not that', 'The principle behind the pairs', 'Question to the audience'],
    example_topic: 'Writing cold emails that get replies',
    premium: true,
    preview: ['[Topic]: do this, not that.', 'Not this: [common approach]', 'Do this: [better approach]'],
    voice: 'educational',
  },
] satisfies CategoryTemplates);
