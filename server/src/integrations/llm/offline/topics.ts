/**
 * What the built-in writer knows about the subjects members write about most. A plain topic ("technical debt",
 * "code reviews") gives the writer no specifics of its own, and advice that fits any topic ("Start smaller than
 * feels impressive") reads as filler; for a topic it knows, the belief it argues with, the truth, the advice, the
 * usual mistakes and the lesson are about that topic. Nothing here is a number or a fact about the member: only
 * practice a working professional would recognise. A topic it does not know gets no sentences of its own (a sentence
 * that fits any subject reads as filler): the post is the member's words, their facts and the question.
 */

export interface TopicNotes {
  /** The topic's name, for the tests and the README. */
  name: string;
  /** The member's subject, lower-cased, matches this. */
  match: RegExp;
  /** What most people believe, mid-sentence ("technical debt gets paid down …"). */
  belief: string;
  /** Why people believe it. */
  why: string;
  /** What is true instead. */
  truth: readonly string[];
  /** Advice, as imperatives. */
  tips: readonly string[];
  /** The usual mistakes, as gerund phrases. */
  mistakes: readonly string[];
  /** The closing lesson. */
  lesson: readonly string[];
  /**
   * The closing question for this topic, asked of the reader about theirs, lower-case (the audience goes before it):
   * for a subject whose words do not make a question of their own ("how do you handle ten years?").
   */
  ask?: string;
}

/** In order: a more specific topic before a broader one ("customer onboarding" before "onboarding"). */
const TOPICS: readonly TopicNotes[] = [
  {
    name: 'presenting in a second language',
    match: /\b(non-native|second language|foreign language|native speakers?|my accent|an accent)\b|\b(present|presenting|speak|speaking|talks?|presentations?) in (english|a second language|another language|a foreign language)\b/,
    belief: 'you need to sound like a native speaker before you can present well',
    why: 'an accent feels like the first thing the audience notices, so it seems like the thing to fix first.',
    truth: [
      'Slower speech reads as confidence. Non-native speakers who slow down sound more sure of themselves than native speakers who rush.',
      'The audience follows ideas, not accents. A clear structure does more for being understood than perfect pronunciation.',
    ],
    tips: [
      'Script the first half-minute word for word, so the hardest moment is rehearsed.',
      'Use short sentences: they are easier to say and easier to follow.',
      'Practise the few words you always stumble on, or swap them for simpler ones.',
      'Pause after each key point; it gives you a breath and the audience time to catch up.',
    ],
    mistakes: [
      'Apologising for your English at the start.',
      'Memorising the whole talk, so one forgotten word breaks everything.',
      'Speeding up to get it over with.',
    ],
    lesson: [
      'My takeaway: clarity matters more than accent, and clarity can be rehearsed.',
      'The lesson: speak slower than feels natural; it sounds like confidence.',
    ],
    ask: 'what helped you most the first time you had to present in a language that is not your own?',
  },
  {
    name: 'technical debt',
    match: /\b(tech(nical)? debt|legacy code|rewrites?)\b/,
    belief: 'technical debt gets paid down in one big rewrite, once things calm down',
    why: 'a rewrite feels like a clean slate, and things calming down always seems a quarter away.',
    truth: [
      'Things never calm down. Debt gets paid in small slices, next to the feature work that keeps running into it.',
      'Not all debt is worth paying. The debt that hurts is the code you change every week, not the ugly module nobody touches.',
    ],
    tips: [
      'Keep a visible debt list next to the roadmap, with what each item costs you every week.',
      'Pay down the debt in the code you are about to change anyway.',
      'Give every sprint a fixed slice for cleanup instead of waiting for a "debt quarter".',
      'Write down why a shortcut was taken when you take it, so the next person knows what it was protecting.',
    ],
    mistakes: [
      'Calling every piece of old code "debt", so the word stops meaning anything.',
      'Planning a big-bang rewrite while the old system keeps changing underneath it.',
      'Fixing the ugliest code first instead of the code that slows the team down most.',
    ],
    lesson: [
      'My takeaway: debt you can name and price gets paid. Debt that is just a feeling never does.',
      'The lesson: the cheapest time to pay down debt is while you are already in that code.',
    ],
  },
  {
    name: 'code reviews',
    match: /\bcode reviews?\b|\bpull requests?\b|\bPRs?\b/i,
    belief: 'code reviews exist to catch bugs before they ship',
    why: 'a bug caught in review is visible and satisfying, while everything else a review does is quiet.',
    truth: [
      'Tests and types catch most bugs. A review is where a team agrees on how its code should read and shares what it knows.',
      'The biggest cost of a review is the wait. A pull request that sits for a day costs more than the comments in it.',
    ],
    tips: [
      'Keep pull requests small enough to review in one sitting.',
      'Answer review requests within a few working hours, not days.',
      'Say which comments block the merge and which are only suggestions.',
      'Let linters and formatters argue about style so people do not have to.',
    ],
    mistakes: [
      'Reviewing a two-thousand-line change and pretending you read it all.',
      'Using reviews to gatekeep instead of to teach.',
      'Leaving style nitpicks that a formatter could have fixed.',
    ],
    lesson: [
      'My takeaway: a fast, kind review beats a thorough one that arrives three days late.',
      'The lesson: review the change you would want reviewed, and answer as quickly as you would want an answer.',
    ],
  },
  {
    name: 'remote work',
    match: /\b(remote|hybrid|distributed)\s+(work|working|teams?|first|culture|companies|jobs?)\b|\bworking from home\b|\bwfh\b|\boffice attendance\b|\breturn(ing)? to (the )?office\b/,
    belief: 'remote work only works for people disciplined enough to work alone',
    why: 'the failures are easy to see, and they usually get blamed on the person rather than on how the team works.',
    truth: [
      'Remote work lives or dies on how a team writes things down, far more than on anyone\'s discipline.',
      'Distance does not slow a team down. Unclear decisions do, and distance only makes them easier to see.',
    ],
    tips: [
      'Write decisions down where everyone can find them, not only in the meeting where they were made.',
      'Agree on which conversations need a call and which can wait for a written reply.',
      'Overlap a few core hours and protect the rest for focused work.',
      'Meet in person a few times a year with a purpose, not just to be in the same room.',
    ],
    mistakes: [
      'Copying the office day onto video calls, back to back.',
      'Measuring presence, green dots and quick replies, instead of outcomes.',
      'Letting decisions happen in private messages that half the team never sees.',
    ],
    lesson: [
      'My takeaway: a team that writes well can work from anywhere.',
      'The lesson: remote work does not need more meetings, it needs clearer writing.',
    ],
    ask: 'which remote habit has your team kept, and which did it drop?',
  },
  {
    name: 'customer onboarding',
    match: /\b(customer|user|client|product|saas)\s+onboarding\b|\bactivation\b/,
    belief: 'customer onboarding means a product tour that shows every feature',
    why: 'a full tour feels generous, and it is the easiest thing to build.',
    truth: [
      'New customers do not want to learn the product. They want the one result they signed up for, as soon as possible.',
      'Onboarding ends when a customer gets value on their own, not when the checklist is ticked.',
    ],
    tips: [
      'Find the first moment of real value and remove every step that stands before it.',
      'Watch five new customers set up the product without helping them.',
      'Ask new customers in their first week what they hoped to get done.',
      'Measure the time to that first result, not the tour completion rate.',
    ],
    mistakes: [
      'Asking for every setting and integration before showing anything useful.',
      'Treating a finished product tour as a successful onboarding.',
      'Sending the same welcome emails to customers with very different goals.',
    ],
    lesson: [
      'My takeaway: onboarding is the shortest path to the first win, and nothing else.',
      'The lesson: the customers you lose in week one never tell you why, so watch them closely.',
    ],
  },
  {
    name: 'newsletters',
    match: /\bnewsletters?\b|\b(mailing|email) lists?\b|\bsubstack\b/,
    belief: 'a newsletter grows by getting in front of as many people as possible',
    why: 'subscriber counts are easy to see and easy to compare.',
    truth: [
      'Newsletters grow largely by word of mouth. A reader who forwards an issue to a colleague brings the kind of subscriber who stays.',
      'Opens and replies say more than the subscriber count. A list that reads every issue is worth more than a bigger one that scrolls past it.',
    ],
    tips: [
      'Send on a schedule your readers can count on.',
      'Ask new subscribers what made them sign up, and write more of that.',
      'Give every issue one idea worth forwarding.',
      'Remove the subscribers who never open, so the numbers tell the truth.',
    ],
    mistakes: [
      'Buying subscribers with giveaways that bring readers who never open.',
      'Changing what the newsletter is about without telling readers why.',
      'Counting sign-ups and never reading the replies.',
    ],
    lesson: [
      'My takeaway: a newsletter is worth the attention of the people who open it, not the size of the list.',
      'The lesson: write each issue for one reader, and the list follows.',
    ],
    ask: 'what makes you open a newsletter instead of archiving it?',
  },
  {
    name: 'first customers',
    // "our first enterprise customer" is 'enterprise sales'.
    match: /\bfirst (paying |big |real )?(customers?|clients?)\b/,
    belief: 'a first customer is mostly a logo for the website',
    why: 'the first sale is celebrated as a number, and the revenue from it is small.',
    truth: [
      'A first customer pays for a product with no track record, and usually with rough edges. What they report and ask for decides what gets fixed and built first.',
      'First customers shape a product for years: the problems they bring become the ones the team knows best.',
    ],
    tips: [
      'Talk to your first customers every week, not only when something breaks.',
      'Write down why they bought, in their words, while you still remember.',
      'Fix what they report quickly: it shows how you will treat every customer after them.',
      'Tell them before you change the price, not after.',
    ],
    mistakes: [
      'Treating the first customers like any other account once bigger ones arrive.',
      'Building everything they ask for, until the product fits one customer.',
      'Never thanking them in public.',
    ],
    lesson: [
      'My takeaway: a first customer pays for a promise as much as for a product.',
      'The lesson: the first customers shape a product more than its roadmap does.',
    ],
    ask: 'what did your first customer teach you about your product?',
  },
  {
    name: 'customer renewals',
    match: /\brenewals?\b|\brenew(ed|ing)? (a|the|our|their) (contract|deal|account|subscription)\b|\bsav(ed|ing) (a|the|our) (client|customer|account|deal)\b/,
    belief: 'a renewal is decided in the renewal meeting',
    why: 'that is when the contract is on the table and the numbers get discussed.',
    truth: [
      'A renewal is decided over the months before it: in how quickly problems were fixed, and who answered when something broke.',
      'Support is part of every renewal. For a customer with a problem, the person who answers is the company.',
    ],
    tips: [
      "Read an account's support history before the renewal conversation.",
      'Tell sales and support about the same at-risk accounts at the same time.',
      'Thank the people who save an account by name, where the whole company sees it.',
      'Start the renewal conversation months before the date, not weeks.',
    ],
    mistakes: [
      'Finding out an account is unhappy in the renewal meeting.',
      'Crediting a renewal only to the person who signed it.',
      'Judging support on ticket speed alone.',
    ],
    lesson: [
      'My takeaway: renewals are earned in support tickets long before the contract comes up.',
      'The lesson: the work that keeps a customer is often work the customer sees and the company does not.',
    ],
  },
  {
    name: 'a first chance',
    match: /\bwithout (a|any) (college |university )?(degree|diploma)\b|\bno degree\b|\bhired me\b|\bfirst (real |proper )?job\b|\bfirst (manager|boss)\b(?=.*\b(hired|chance|shot|break|believed|bet on|took a)\b)|\bgave me (a|my) (first )?(chance|shot|break|start)\b|\btook a chance on\b/,
    belief: 'the safest hire is the one whose CV already proves they can do the job',
    why: 'a degree and a familiar job title are easy to defend if a hire goes wrong.',
    truth: [
      'A CV shows where someone has been, not what they can learn. Judging the work itself, a portfolio, a trial task, a conversation about a real problem, finds people a filter on degrees and titles never sees.',
      'For the person who gives it, a first chance is one decision among many. For the person who gets it, it can set the direction of a career, which is why most people remember who gave them theirs.',
    ],
    tips: [
      'Judge candidates on a piece of real work, not on where they studied.',
      'Write down what the role needs, and drop the requirements it does not.',
      'Give someone new to the field a clear first goal and a person to ask.',
      'Pass the chance on: someone is waiting for the one you were given.',
    ],
    mistakes: [
      'Filtering out every CV without a degree before anyone reads it.',
      'Hiring someone from a different path and leaving them to sink or swim.',
      'Calling a candidate a risk when their path is only unfamiliar.',
    ],
    lesson: [
      'My takeaway: what someone can do shows in their work, not in the paper they hold.',
      'The lesson: a first chance costs one decision and can shape a career.',
    ],
    ask: 'who gave you your first real chance, and what did they see?',
  },
  {
    name: 'onboarding',
    // "my first 90 days as a team lead" is a new role, not onboarding ('new managers'); "our first 90 days as a
    // startup" is a company's start, nobody's onboarding.
    match: /\bonboarding\b|\bnew hires?\b|\bfirst (week|day|90 days)\b(?! (as|being) (a |an )?(([\w-]+ ){0,2}(manager|lead|director|head)|([\w-]+ )?(startup|company|business|agency|founders?|freelancer|consultant))\b)/,
    belief: 'onboarding is the first week of paperwork, laptops and introductions',
    why: 'that is the part HR can plan, and it is over quickly.',
    truth: [
      'Onboarding takes months, and it is done when a new person can make a useful decision without asking.',
      'What new people need most is context: why things are the way they are, and who to ask.',
    ],
    tips: [
      'Give every new person a first real task they can ship in their first two weeks.',
      'Pair them with a buddy who is not their manager.',
      'Write down the things everyone "just knows" before the next person starts.',
      'Ask each new hire at thirty days what confused them most, and fix it for the next one.',
    ],
    mistakes: [
      'Handing over a wiki and calling it onboarding.',
      'Filling the first week with meetings and no real work.',
      'Assuming senior hires need no onboarding at all.',
    ],
    lesson: [
      'My takeaway: every confused new hire is feedback about how the team documents its work.',
      'The lesson: onboarding is a product, and every new hire is one of its users.',
    ],
  },
  {
    // Before hiring: 'candidates ghosting after the final interview' is about the silence, not about whom to hire.
    name: 'ghosting',
    match: /\bghost(s|ing|ed)?\b/,
    belief: 'candidates who go quiet were never serious about the job',
    why: 'it is easier to blame the candidate than to look at how long and how silent the process was.',
    truth: [
      'Candidates go quiet most often when the process is slow or unclear, and a faster offer elsewhere fills the silence.',
      'Ghosting runs both ways: people who were left without an answer learn to leave without one.',
    ],
    tips: [
      'Tell candidates the steps and the dates at the first interview, and keep to them.',
      'Send an update within two working days of every stage, even when the update is that nothing has changed yet.',
      'Ask someone who went quiet one short, friendly question about what changed, then let it go.',
      'Shorten the time between the final interview and the offer, because every extra week is a week for another offer.',
    ],
    mistakes: [
      'Leaving days of silence after the final interview while the team decides.',
      'Treating a candidate who went quiet as a bad person instead of as feedback on the process.',
      'Making the offer stage take longer than every interview before it.',
    ],
    lesson: [
      'The lesson: the experience you give candidates is the one you get back.',
      'My takeaway: speed and clear updates prevent most ghosting.',
    ],
    ask: 'what do you do when a candidate goes quiet after the final interview?',
  },
  {
    name: 'hiring',
    match: /\b(hiring|recruit(ing|ment)?|interviewing candidates|job interviews? process|candidates)\b|\bplacements?\b|\bplac(ed|ing) \S+ (engineers|candidates|developers|people|nurses)\b/,
    belief: 'hiring is about finding the most impressive candidate',
    why: 'impressive résumés and polished interviews are easy to compare, and the real work is hard to see.',
    truth: [
      'The best hire is the person who will do this job well in this team, which is rarely the most impressive one.',
      'Most bad hires come from unclear roles, not from bad candidates.',
    ],
    tips: [
      'Write down what the person must achieve in their first six months before you write the job post.',
      'Ask every candidate the same core questions so you can compare answers fairly.',
      'Give candidates a small piece of real work and pay them for the time if it takes more than an hour.',
      'Tell every candidate where they stand within a few days, including the ones you turn down.',
    ],
    mistakes: [
      'Hiring for "culture fit" when what you mean is "like us".',
      'Letting the process drag on until the best candidates accept other offers.',
      'Deciding in the first five minutes and spending the rest of the interview confirming it.',
    ],
    lesson: [
      'My takeaway: a clear role does more for hiring than a clever interview.',
      'The lesson: candidates remember how you treated them long after they forget the questions.',
    ],
  },
  {
    name: 'pricing',
    match: /\bpric(ing|es?)\b|\bpaywall\b|\bfree tier\b|\bfreemium\b|\bdiscount(s|ing)?\b/,
    belief: 'pricing is a number you set once, as low as possible to win customers',
    why: 'a low price feels safe, and changing prices feels risky.',
    truth: [
      'Customers rarely choose on price alone. They choose on whether the price makes sense for what they get.',
      'Pricing is a product decision you revisit every year, not a number you set at launch.',
    ],
    tips: [
      'Price on the value the customer gets, not on what the product costs you to run.',
      'Talk to customers who almost did not buy and ask what nearly stopped them.',
      'Make the difference between plans obvious in one sentence.',
      'Give existing customers notice and a reason before a price change.',
    ],
    mistakes: [
      'Copying a competitor\'s prices without knowing their costs or their customers.',
      'Offering so many plans that choosing one becomes work.',
      'Discounting to close deals until the list price means nothing.',
    ],
    lesson: [
      'My takeaway: if nobody ever pushes back on your price, it is probably too low.',
      'The lesson: pricing tells customers what you think your work is worth, so say it clearly.',
    ],
  },
  {
    name: 'burnout',
    match: /\bburn(ing)?\s?out\b|\bexhaustion\b|\boverwork/,
    belief: 'burnout is a personal problem, fixed with a holiday and better self-care',
    why: 'rest does help for a while, and it puts the problem somewhere the company does not have to look.',
    truth: [
      'Burnout usually comes from the work itself: too much of it, too little control over it, and too little recognition.',
      'A holiday fixes tiredness, not a workload that was too big before you left.',
    ],
    tips: [
      'Notice when people stop pushing back; quiet agreement is often exhaustion.',
      'Cut the work, not only the hours: decide what the team will stop doing.',
      'Let people say "I am at capacity" without it counting as a weakness.',
      'Ask in one-on-ones how sustainable the current pace feels, and act on the answer.',
    ],
    mistakes: [
      'Celebrating late nights and weekend heroics.',
      'Offering wellness perks while the workload stays the same.',
      'Waiting for people to say they are burned out before doing anything.',
    ],
    lesson: [
      'My takeaway: burnout is a workload problem that shows up in people.',
      'The lesson: the pace you set in a crunch becomes the pace people expect, so end crunches on purpose.',
    ],
  },
  {
    name: 'saying no',
    // Saying no to meetings is the meetings topic's.
    match: /\bsay(ing)? no\b(?!\s+to\s+(meetings?|calls?|stand-?ups?)\b)|\bboundaries\b|\bscope creep\b/,
    belief: 'saying no to clients means losing them',
    why: 'every yes feels like goodwill in the moment, and every no feels like a risk.',
    truth: [
      'Clients trust the people who tell them what will not work. A clear no with a reason is part of the service.',
      'Every yes to something outside the plan is a quiet no to the work you already promised.',
    ],
    tips: [
      'Say no with a reason and an alternative: "not this, but here is what would work".',
      'Agree on what is in scope before the work starts, in writing.',
      'Put a price and a date on every extra request instead of absorbing it.',
      'Practise the no before the call, so it comes out calm.',
    ],
    mistakes: [
      'Saying yes in the meeting and regretting it for the rest of the project.',
      'Apologising so much that the no sounds negotiable.',
      'Absorbing small extras until the project is no longer profitable.',
    ],
    lesson: [
      'My takeaway: a good no protects the client\'s project as much as your time.',
      'The lesson: clients respect limits they hear early far more than excuses they hear late.',
    ],
  },
  {
    name: 'leadership',
    match: /\bleadership\b|\bleading (a |my |our )?teams?\b|\bmanaging (a |my )?(team|people)\b|\bpeople management\b|\bbeing a (good )?manager\b/,
    belief: 'leadership means having the answers and making the big calls',
    why: 'that is what leadership looks like in films and in org charts.',
    truth: [
      'Most of leadership is making it easy for other people to make good calls: clear goals, context and trust.',
      'A team takes its cue from what the leader does under pressure, not from what the leader says in the all-hands.',
    ],
    tips: [
      'Say the goal and the reason behind it more often than feels necessary.',
      'Let people own decisions, and back them when they get one wrong.',
      'Give credit in public and hard feedback in private.',
      'Ask "what is in your way?" every week and remove one thing.',
    ],
    mistakes: [
      'Solving every problem yourself because it is faster this time.',
      'Confusing being busy with being available.',
      'Giving feedback only at review time.',
    ],
    lesson: [
      'My takeaway: leadership is measured by what the team does when you are not in the room.',
      'The lesson: clarity is the kindest thing a leader can give.',
    ],
  },
  {
    name: 'feedback',
    match: /\b(giving|receiving|getting|honest|constructive|critical)?\s*feedback\b/,
    belief: 'feedback should be wrapped in praise so it does not hurt',
    why: 'the compliment sandwich feels kind, and most of us were taught it.',
    truth: [
      'People hear the sandwich for what it is and start to distrust the praise. Specific, timely and private feedback lands better.',
      'Feedback is useful when it is about something the person can still change, soon after it happened.',
    ],
    tips: [
      'Describe what happened and its effect, not the person.',
      'Give feedback within a day or two, while the moment is still fresh.',
      'Ask for feedback on yourself first, and thank people when they give it.',
      'End with what you would like to see next time.',
    ],
    mistakes: [
      'Saving feedback for the annual review.',
      'Being so vague that nobody knows what to change.',
      'Arguing with feedback you asked for.',
    ],
    lesson: [
      'My takeaway: clear feedback is a sign of respect, not a lack of kindness.',
      'The lesson: the way you receive feedback decides whether you will get any more.',
    ],
  },
  {
    name: 'one-on-ones',
    match: /\b(one[- ]on[- ]ones?|1[:-]1s?|1 on 1s?)\b/,
    belief: 'one-on-ones are the manager\'s meeting for status updates',
    why: 'status is the easiest thing to talk about, and it fills the half hour.',
    truth: [
      'A one-on-one belongs to the report. Status can go in writing; this time is for what is hard to say anywhere else.',
      'The value of one-on-ones is in their regularity: the week you cancel is the week something needed saying.',
    ],
    tips: [
      'Let the other person own the agenda.',
      'Move status updates to a written note so the meeting is free for real conversation.',
      'Ask one open question every time, such as "what is frustrating you lately?".',
      'Keep shared notes of what you agreed and follow up on it.',
    ],
    mistakes: [
      'Cancelling one-on-ones whenever the week gets busy.',
      'Turning them into a second stand-up.',
      'Talking more than you listen.',
    ],
    lesson: [
      'My takeaway: a one-on-one is where small problems get caught before they become resignations.',
      'The lesson: protect one-on-ones, because trust is built in the boring weeks.',
    ],
  },
  {
    name: 'personal brand',
    match: /\bpersonal brand(ing)?\b|\bbuilding (an |my )?audience\b|\bcontent creation\b|\bposting on linkedin\b|\blinkedin (content|posts?|writing|growth)\b|\bthought leadership\b/,
    belief: 'a personal brand takes viral posts and a polished image',
    why: 'the visible examples are the big accounts, and their best posts are all we see.',
    truth: [
      'A personal brand is what people expect from you after reading a few of your posts. Consistency builds it, not virality.',
      'The posts that build trust are specific: what you did, what you learned, what you would do differently.',
    ],
    tips: [
      'Pick two or three subjects you know well and keep coming back to them.',
      'Write about work you have actually done, with the details that prove it.',
      'Post on a rhythm you can keep for a year, not a month.',
      'Reply to every thoughtful comment; the conversation is half the value.',
    ],
    mistakes: [
      'Chasing whatever format is trending this week.',
      'Posting polished opinions with no experience behind them.',
      'Judging a post by its reach instead of by who it reached.',
    ],
    lesson: [
      'My takeaway: be useful to the same people, week after week, and the brand takes care of itself.',
      'The lesson: the right hundred readers are worth more than ten thousand passing ones.',
    ],
  },
  {
    name: 'networking',
    match: /\bnetworking\b|\bprofessional network\b|\bbuilding (a |my )?network\b/,
    belief: 'networking means collecting contacts at events',
    why: 'events are where networking is visible, and a stack of business cards feels like progress.',
    truth: [
      'A network is the people who would take your call. That comes from helping before you need anything.',
      'Most useful connections come from working together or following up, not from the first conversation.',
    ],
    tips: [
      'Follow up within a day with something useful, not a request.',
      'Introduce two people who should know each other.',
      'Keep in touch with former colleagues; they are most of your network.',
      'Ask for advice rather than for a job.',
    ],
    mistakes: [
      'Reaching out only when you need something.',
      'Sending a connection request with a sales pitch attached.',
      'Letting good conversations end without a next step.',
    ],
    lesson: [
      'My takeaway: give first, and keep giving long after it seems to pay off.',
      'The lesson: a network is built in the years you do not need it.',
    ],
  },
  {
    name: 'public speaking',
    match: /\bpublic speaking\b|\bpresentations?\b|\bgiving (a )?talks?\b|\bconference talks?\b|\bkeynotes?\b/,
    belief: 'good speakers are born confident',
    why: 'we only see them on stage, after the rehearsals.',
    truth: [
      'Confident speakers are usually rehearsed speakers. The nerves do not go away; preparation makes them manageable.',
      'An audience remembers one idea and one story, not the twenty slides around them.',
    ],
    tips: [
      'Write down the one sentence you want people to repeat afterwards.',
      'Rehearse out loud, standing up, at least three times.',
      'Open with a story or a problem, not with your biography.',
      'Cut every slide that you would read aloud word for word.',
    ],
    mistakes: [
      'Cramming in everything you know about the subject.',
      'Reading from the slides with your back to the room.',
      'Skipping rehearsal because you know the material.',
    ],
    lesson: [
      'My takeaway: nerves mean you care; rehearsal is what turns them into energy.',
      'The lesson: say less, say it clearly, and let one story carry it.',
    ],
  },
  {
    name: 'career change',
    match: /\bcareer (change|switch|pivot|transition)\b|\bcareer changers?\b|\bchanging careers\b|\bswitching careers\b|\bmoved into tech\b|\b(going|moving|moved|went|switching|switched|transition(ed|ing)?) from [a-z -]{3,40} to [a-z -]{0,30}(manager|engineer|designer|developer|analyst|marketer|lead|role|researcher|writer)\b/,
    belief: 'changing careers means starting from zero',
    why: 'new titles and new tools make everything you knew feel irrelevant.',
    truth: [
      'Most of what you know comes with you: how to work with people, how to learn, how your old industry works from the inside.',
      'A career change rarely happens in one leap. It is usually a series of small, tested steps.',
    ],
    tips: [
      'Talk to five people already doing the job before you commit.',
      'Do a small project in the new field while you still have your current job.',
      'Describe your past work in the language of the new field.',
      'Look for roles that sit between your old field and the new one.',
    ],
    mistakes: [
      'Quitting first and planning later.',
      'Hiding your previous career instead of using it as an advantage.',
      'Waiting to feel ready before applying.',
    ],
    lesson: [
      'My takeaway: you are not starting over; you are starting with experience.',
      'The lesson: test the new career in small ways before you bet everything on it.',
    ],
    ask: "what carried over from your old role that you didn't expect to use in the new one?",
  },
  {
    name: 'job search',
    match: /\bjob (search|hunt|hunting|applications?)\b|\blooking for (a |my )?(new |first )?job\b|\binternships?\b|\basking for a referral\b|\b(junior|entry-level) (developer |engineering |engineer )?roles?\b|\bgetting hired\b|\bjob interviews?\b|\binterview prep/,
    belief: 'finding a job is a numbers game: send as many applications as you can',
    why: 'applications are easy to count, and sending them feels like progress.',
    truth: [
      'Fewer, tailored applications, with a referral where possible, get more interviews than a hundred generic ones.',
      'Most roles are filled through someone who knows someone. Conversations matter more than the job boards.',
    ],
    tips: [
      'Tailor the first third of your CV to each role you apply for.',
      'Ask people in the company about the team before you apply.',
      'Prepare three stories that show your results, and fit them to any question.',
      'Send a short thank-you note after every interview.',
    ],
    mistakes: [
      'Sending the same CV to every opening.',
      'Talking about duties instead of results.',
      'Taking silence from one company as a verdict on your worth.',
    ],
    lesson: [
      'My takeaway: a job search is a sales process, and relationships close the deal.',
      'The lesson: rejection is part of the process, not a judgment on you.',
    ],
  },
  {
    name: 'layoffs',
    match: /\blay-?offs?\b|\blaid off\b|\bredundanc(y|ies)\b|\bdownsizing\b/,
    belief: 'layoffs are a business decision, best handled quickly and quietly',
    why: 'speed feels merciful, and silence feels safe for the company.',
    truth: [
      'How a company lets people go is remembered by everyone who stays, and by everyone who might join later.',
      'People who were laid off lost their job, not their skills. Most land well, and they remember who helped.',
    ],
    // First and last are what anyone can do (a member laid off too): two of the tips are written with them (compose.ts).
    tips: [
      'Write recommendations for former colleagues while their work is fresh in your mind.',
      'Tell people in person, with a clear reason and clear next steps.',
      'Give those who stay the honest story, not only the press release.',
      'Share open roles and introductions with people who were let go.',
    ],
    mistakes: [
      'Locking people out before they have said goodbye.',
      'Announcing cuts and a celebration in the same week.',
      'Pretending to the team that stays that nothing has changed.',
    ],
    lesson: [
      'My takeaway: a layoff tests a company\'s values more than any good year.',
      'The lesson: if you were laid off, it says more about the company\'s situation than about your work.',
    ],
    ask: 'what helped you most in the weeks after a layoff, yours or a colleague\'s?',
  },
  {
    name: 'mentorship',
    // ("my first manager taught me to write things down": someone who taught the member is their mentor's story.)
    match: /\bmentor(ing|ship|s)?\b|\b(manager|boss|teacher|lead|colleague|senior engineer)\s+(taught|showed|told)\s+me\b|\bcoach(ing|ed)? (our|my|a|an|the|two|three) (newest |new |junior |first )?(engineers?|developers?|hires?|designers?|analysts?|managers?|team members?|reports?)\b/,
    belief: 'a mentor is one senior person who guides your whole career',
    why: 'that is how mentorship is usually told: one wise person, one lucky protégé.',
    truth: [
      'Most good mentoring comes from several people, each for one question, often only a few years ahead of you.',
      'Mentoring works when the mentee brings the questions. The mentor\'s job is to listen and share what they have seen.',
    ],
    tips: [
      'Bring a specific question to every conversation, not a general "any advice?".',
      'Look for mentors a few years ahead of you, not only at the top.',
      'Tell your mentor what you did with their advice.',
      'Mentor someone else; explaining what you know sharpens it.',
    ],
    mistakes: [
      'Asking a stranger "will you be my mentor?" before any conversation.',
      'Expecting the mentor to set the agenda.',
      'Only asking for help when something has already gone wrong.',
    ],
    lesson: [
      'My takeaway: mentorship is a relationship you build, not a title someone gives you.',
      'The lesson: the best way to keep a mentor is to act on what they tell you.',
    ],
  },
  {
    name: 'productivity',
    match: /\bproductivity\b|\btime management\b|\bdeep work\b|\bfocus time\b|\bgetting more done\b|\bprocrastinat/,
    belief: 'being productive means getting more tasks done in a day',
    why: 'a ticked-off list is satisfying, and busy days feel productive.',
    truth: [
      'Productivity is finishing the few things that matter. A long ticked list can hide a day spent on the wrong work.',
      'Focus comes from protecting time, not from squeezing more into it.',
    ],
    tips: [
      'Choose the one thing that would make today a good day, and do it first.',
      'Block two hours of focus time in the calendar and treat them as a meeting.',
      'Batch email and messages into set times instead of answering all day.',
      'Say no to meetings without an agenda.',
    ],
    mistakes: [
      'Switching tools every month in search of the perfect system.',
      'Confusing responsiveness with productivity.',
      'Planning the day around other people\'s requests.',
    ],
    lesson: [
      'My takeaway: decide what matters before the day decides for you.',
      'The lesson: fewer priorities, finished, beat many priorities, started.',
    ],
    ask: "what's the one thing your team would stop doing if priorities were clear?",
  },
  {
    name: 'meetings',
    match: /\bmeetings?\b|\bstand-?ups?\b|\ball-hands\b|\bpipeline reviews?\b/,
    belief: 'meetings are how teams stay aligned',
    why: 'talking together feels like collaboration, and a full calendar looks like a busy team.',
    truth: [
      'Alignment comes from clear decisions written down. Most meetings only repeat what could have been read in two minutes.',
      'A meeting is worth having when a decision needs several people in the same conversation.',
    ],
    tips: [
      'Send the agenda and the decision needed before the meeting, or cancel it.',
      'End every meeting with who does what by when, written down.',
      'Book half the time you think a meeting needs; most finish early anyway.',
      'Give people permission to leave a meeting where they are not needed.',
    ],
    mistakes: [
      'Inviting everyone who might be interested.',
      'Using meetings to share information that could be a short note.',
      'Leaving without a decision or an owner.',
    ],
    lesson: [
      'My takeaway: every meeting should finish with a decision, or it should have been a message.',
      'The lesson: protect the team\'s calendar as carefully as its budget.',
    ],
    ask: 'which meeting on your calendar would you turn into a written update first?',
  },
  {
    name: 'AI at work',
    match: /\b(ai|a\.i\.|artificial intelligence|generative ai|genai|llms?|chatgpt|copilot)\b/i,
    belief: 'AI will do the job for you, or take your job away',
    why: 'both stories make headlines, and the real change is slower and less dramatic.',
    truth: [
      'AI tools change how parts of the work get done. Judgement, context and taste still decide whether the result is any good.',
      'The people who benefit most are the ones who know their craft well enough to spot when the tool is wrong.',
    ],
    tips: [
      'Pick one repetitive task first and measure whether the tool really saves time.',
      'Check every output you did not write yourself before it leaves your hands.',
      'Share what works and what does not with your team, including the failures.',
      'Keep confidential data out of tools your company has not approved.',
    ],
    mistakes: [
      'Publishing AI output without reading it carefully.',
      'Rolling out a tool without deciding what problem it should solve.',
      'Assuming the tool knows your context because it sounds confident.',
    ],
    lesson: [
      'My takeaway: AI makes good work faster and careless work more visible.',
      'The lesson: treat AI as a capable intern whose work you still review.',
    ],
    ask: "which part of your work has AI already changed, and which part hasn't it touched?",
  },
  {
    name: 'sales outreach',
    match: /\bcold (outreach|emails?|calls?|calling)\b|\bprospecting\b|\bsales (calls?|outreach|pipeline|process)\b|\bsocial selling\b|\blead generation\b/,
    belief: 'outreach is a volume game: more messages, more meetings',
    why: 'volume is easy to measure, and a few replies always come back.',
    truth: [
      'Relevance beats volume. A short message about the prospect\'s problem gets replies that a thousand templates never will.',
      'Most deals come from follow-up, long after the first message has been ignored.',
    ],
    tips: [
      'Research one real reason to contact this person before you write.',
      'Keep the first message under a hundred words and ask one easy question.',
      'Follow up with something useful each time, not "just checking in".',
      'Stop after a few tries and leave the door open.',
    ],
    mistakes: [
      'Opening with your company instead of their problem.',
      'Asking for a meeting in the very first message.',
      'Sending the same template to a thousand people and calling it personal.',
    ],
    lesson: [
      'My takeaway: earn the reply with relevance; the meeting comes after.',
      'The lesson: prospects remember who helped them long before they were ready to buy.',
    ],
    ask: "what's the best reply you've ever had to a cold message, and what made it work?",
  },
  {
    name: 'product roadmaps',
    match: /\broadmaps?\b|\bprioriti[sz]ation\b|\bproduct management\b|\bproduct strategy\b|\bfeature requests?\b/,
    belief: 'a roadmap is a promise of features with dates',
    why: 'dates are what sales and leadership ask for, and a list of features looks like a plan.',
    truth: [
      'A good roadmap is a list of problems in order of importance. The features are guesses about how to solve them.',
      'Every item on a roadmap pushes something else off it. Prioritising is mostly saying no.',
    ],
    tips: [
      'Write each roadmap item as a customer problem and how you will know it is solved.',
      'Commit to dates only for the near term and show the rest as themes.',
      'Review the roadmap with customers, not just with stakeholders.',
      'Say publicly what you decided not to build, and why.',
    ],
    mistakes: [
      'Building whatever the loudest customer asked for last.',
      'Treating the roadmap as fixed once it is published.',
      'Measuring success by features shipped instead of problems solved.',
    ],
    lesson: [
      'My takeaway: a roadmap earns trust by explaining choices, not by promising dates.',
      'The lesson: the hardest and most valuable roadmap work is deciding what not to do.',
    ],
  },
  {
    name: 'fundraising',
    match: /\bfundrais(ing|e)\b|\brais(ed|ing) (money|capital|funding)\b|\braise (capital|funding|a round)\b|\braise money (early|too early|too soon|before)\b|\bseed rounds?\b|\braising (a |our )?(seed|round|series)\b|\bventure capital\b|\binvestors?\b|\bpitch decks?\b/,
    belief: 'fundraising is won with the perfect pitch deck',
    why: 'decks are what founders share, and the meetings behind them stay private.',
    truth: [
      'Investors back traction, a clear market and founders they trust. The deck only has to make those easy to see.',
      'A round is usually closed by momentum: several conversations moving at the same time.',
    ],
    tips: [
      'Build relationships with investors months before you need the money.',
      'Lead with the numbers that show customers want what you built.',
      'Run the process in a tight window so conversations move together.',
      'Ask every investor who says no what would have changed their mind.',
    ],
    mistakes: [
      'Raising before you can explain why now.',
      'Spending months on the deck instead of on customers.',
      'Taking the first term sheet without understanding it.',
    ],
    lesson: [
      'My takeaway: the best time to raise is when you do not desperately need to.',
      'The lesson: investors fund progress, so make your progress easy to see.',
    ],
    ask: 'what did a no from an investor teach you that a yes never did?',
  },
  {
    name: 'company culture',
    match: /\b(company|team|work(place)?|startup|engineering) culture\b|\bculture\b/,
    belief: 'culture is the values on the wall and the perks in the office',
    why: 'values and perks are visible, and they can be designed in a workshop.',
    truth: [
      'Culture is what gets rewarded and what gets tolerated. People learn it from who gets promoted, not from the handbook.',
      'A culture shows itself in hard moments: a missed deadline, a mistake, a disagreement with the boss.',
    ],
    tips: [
      'Check that the people you promote behave the way your values say.',
      'Tell the stories of people who did the right thing when it was hard.',
      'Address behaviour that contradicts the values quickly, even from top performers.',
      'Ask new hires what surprised them about how the team really works.',
    ],
    mistakes: [
      'Writing values that nobody uses to make a decision.',
      'Tolerating a brilliant jerk because of their results.',
      'Treating perks as a replacement for respect.',
    ],
    lesson: [
      'My takeaway: culture is the worst behaviour a team tolerates.',
      'The lesson: people believe what leaders do, not what the values say.',
    ],
  },
  {
    name: 'delegation',
    match: /\bdelegat(ion|ing|e)\b/,
    belief: 'delegating means handing off the tasks you do not want',
    why: 'it is the easiest kind to start with, and it frees up time quickly.',
    truth: [
      'Good delegation hands over an outcome and the authority to reach it, not just a list of steps.',
      'If you only delegate the boring work, people never grow into the work you actually need help with.',
    ],
    tips: [
      'Describe what done looks like, and leave the how to the person doing it.',
      'Agree on check-in points in advance instead of hovering.',
      'Delegate work that stretches people, not only the work you dislike.',
      'Accept that it will be done differently from how you would do it.',
    ],
    mistakes: [
      'Taking the work back at the first sign of trouble.',
      'Delegating the task but keeping every decision.',
      'Explaining the steps but not the reason.',
    ],
    lesson: [
      'My takeaway: you cannot grow a team by doing its hardest work yourself.',
      'The lesson: delegation is an investment; the first time always takes longer.',
    ],
  },
  {
    name: 'imposter syndrome',
    match: /\bimpost[eo]r syndrome\b|\bfeeling like a fraud\b|\bself-doubt\b/,
    belief: 'imposter syndrome goes away once you are experienced enough',
    why: 'we assume the people above us feel sure of themselves.',
    truth: [
      'Many experienced people still feel it, especially when they take on something new. It often means you are learning.',
      'Doubt is not evidence. The record of what you have delivered is.',
    ],
    tips: [
      'Keep a file of the feedback and results you are proud of, and reread it on hard days.',
      'Say "I don\'t know yet" out loud; it is a normal part of doing new work.',
      'Talk about the feeling with a peer; you will rarely be the only one.',
      'Compare yourself with who you were a year ago, not with the best person in the room.',
    ],
    mistakes: [
      'Turning down opportunities until you feel ready.',
      'Over-preparing to hide every gap.',
      'Dismissing your results as luck.',
    ],
    lesson: [
      'My takeaway: feeling out of your depth is often a sign you are growing.',
      'The lesson: act on the evidence of your work, not on the voice of your doubt.',
    ],
    ask: "what evidence finally quieted the voice that said you weren't ready?",
  },
  {
    name: 'documentation',
    match: /\bdocumentation\b|\b(writing|technical) docs\b|\b(wrote|rewrote|rewriting|updated|cleaned up) (our|the|their) docs\b|\bwriting things down\b|\bknowledge base\b/,
    belief: 'documentation is a chore for after the real work is done',
    why: 'it rarely gets the credit shipped features get, and it goes stale.',
    truth: [
      'Documentation is how a team scales what it knows. Without it, every question goes to the same few people.',
      'Short, current docs beat long, complete ones that nobody trusts.',
    ],
    tips: [
      'Write the doc while you build the thing, when the reasons are fresh.',
      'Put the docs next to the code or the work they describe.',
      'Answer a repeated question with a link, and write the page if there is none.',
      'Delete outdated pages instead of adding warnings to them.',
    ],
    mistakes: [
      'Documenting what the code does instead of why it does it.',
      'Keeping knowledge in the heads of a few experts.',
      'Writing one huge page nobody can search.',
    ],
    lesson: [
      'My takeaway: every good doc saves a dozen interruptions.',
      'The lesson: write for the person who joins next year.',
    ],
  },
  {
    name: 'user research',
    match: /\buser research\b|\bcustomer (interviews?|research|discovery|feedback)\b|\buser interviews?\b|\busability test/,
    belief: 'user research means asking customers what they want',
    why: 'asking is the obvious way to learn, and customers are happy to answer.',
    truth: [
      'Customers are experts in their problems, not in your solutions. Ask about what they did, not what they would want.',
      'A handful of conversations done well teach more than a big survey.',
    ],
    tips: [
      'Ask about the last time the problem happened, step by step.',
      'Watch people use the product without helping them.',
      'Share recordings or quotes with the whole team, not only a summary.',
      'Talk to customers every week, not only before a big project.',
    ],
    mistakes: [
      'Asking leading questions that confirm what you already believe.',
      'Treating feature requests as the problem to solve.',
      'Doing research after the decision has already been made.',
    ],
    lesson: [
      'My takeaway: listen for the problem behind the request.',
      'The lesson: research is a habit, not a phase.',
    ],
  },
  {
    name: 'asking for a raise',
    match: /\basking for a (raise|pay rise)\b|\bnegotiating (a |my |your )?(raise|salary|offer)\b|\bsalary negotiation\b|\bpay rise\b/,
    belief: 'asking for a raise is awkward and best avoided until review time',
    why: 'money talk feels impolite, and waiting feels safer than asking.',
    truth: [
      'Managers expect these conversations. A clear case, made early, is easier to say yes to than a surprise at review time.',
      'Raises follow evidence: the results you delivered and what the role is worth in the market.',
    ],
    tips: [
      'Collect your results through the year, with what they changed for the business.',
      'Find out what the role pays in the market before the conversation.',
      'Ask early enough to fit the budget cycle.',
      'Name a number, then stop talking.',
    ],
    mistakes: [
      'Making the case about what you need instead of what you deliver.',
      'Accepting the first no without asking what would change it.',
      'Threatening to leave when you do not mean it.',
    ],
    lesson: [
      'My takeaway: the raise is negotiated long before the meeting, in the results you record.',
      'The lesson: if you never ask, the answer is always no.',
    ],
    ask: "what's the one thing you wish you had prepared before your last salary conversation?",
  },
  {
    name: 'work-life balance',
    match: /\bwork[- ]life (balance|integration)\b|\bboundaries at work\b|\bworking hours\b|\b(four|4)[- ]day (work(ing)? )?weeks?\b/,
    belief: 'work-life balance means working fewer hours',
    why: 'hours are easy to count, and long hours are easy to blame.',
    truth: [
      'Balance is about control: knowing when you are off and being able to switch off without guilt.',
      'The same hours feel very different with a clear plan than with constant interruptions.',
    ],
    tips: [
      'Decide when your working day ends, and tell your team.',
      'Turn off notifications outside working hours.',
      'Put the things outside work in the calendar too.',
      'Stop sending late-night messages that look urgent, above all as a manager.',
    ],
    mistakes: [
      'Answering messages at night because someone else does.',
      'Treating rest as something to earn.',
      'Cancelling personal plans first whenever work gets busy.',
    ],
    lesson: [
      'My takeaway: balance is a set of small boundaries kept every day.',
      'The lesson: rest is part of doing good work, not a reward for it.',
    ],
    ask: 'what is one change to working hours or boundaries that actually worked where you are?',
  },
  {
    name: 'goals and OKRs',
    match: /\bokrs?\b|\bgoal[- ]setting\b|\bsetting goals\b|\bquarterly goals\b|\bkpis?\b/i,
    belief: 'more goals mean more ambition',
    why: 'every team wants its work to be seen, and a long list makes everyone feel included.',
    truth: [
      'A team with ten priorities has none. Three goals that everyone can repeat do more than a spreadsheet of twenty.',
      'A good goal describes an outcome you can measure, not the activity you will do.',
    ],
    tips: [
      'Limit each team to three objectives a quarter.',
      'Write key results as outcomes, not as a task list.',
      'Check progress every week, in five minutes, not only at the end of the quarter.',
      'Drop a goal openly when it stops making sense.',
    ],
    mistakes: [
      'Tying goals to bonuses so people set easy ones.',
      'Setting goals and looking at them again only at quarter end.',
      'Counting activity, like meetings held, as a result.',
    ],
    lesson: [
      'My takeaway: fewer goals, checked often, beat many goals, forgotten.',
      'The lesson: a goal is only useful if it changes what you do on Monday.',
    ],
  },
  {
    name: 'customer retention',
    match: /\b(customer )?(retention|churn)\b|\bkeeping customers\b|\b(lost|losing) (our|a|my) (biggest |largest |best )?(customer|client)s?\b/,
    belief: 'churn is fixed with discounts when customers try to cancel',
    why: 'the cancellation is the moment churn becomes visible.',
    truth: [
      'By the time a customer cancels, the decision was made weeks ago. Churn is won or lost in the first months.',
      'Customers stay when the product keeps solving a problem they still have.',
    ],
    tips: [
      'Talk to customers who cancelled and ask what changed for them.',
      'Watch usage for early signs, like a team that stopped logging in.',
      'Make sure every new customer reaches their first result quickly.',
      'Tell customers what you improved because of their feedback.',
    ],
    mistakes: [
      'Offering discounts instead of fixing the reason people leave.',
      'Making cancelling hard, so customers leave angry.',
      'Only measuring churn once a quarter.',
    ],
    lesson: [
      'My takeaway: retention starts on the first day, not at the cancel button.',
      'The lesson: customers leave quietly long before they leave officially.',
    ],
  },
  // Subjects members often tell as something that happened ("we launched …", "we migrated …", "I failed my
  // certification …"): what the writer knows of the topic is what the post says beyond the member's own sentence.
  {
    name: 'product launches',
    match: /\blaunch(es|ed|ing)?\b|\bproduct hunt\b/,
    belief: 'a launch is the finish line: ship it, announce it, move on',
    why: 'the launch is the date everyone worked towards, and the post about it gets the most attention.',
    truth: [
      'A launch is the first day real users tell you what you built. The work that decides whether it lasts starts the week after.',
      'Most launches are quieter than the plan assumed. What matters is who comes back in the second week, not who clicked on day one.',
    ],
    tips: [
      'Decide before launch day which number will tell you it worked.',
      'Talk to the first ten users yourself, not through a survey.',
      'Keep a list of everything you cut to ship, and look at it again after a month.',
      'Plan the second week after launch as carefully as the first day.',
    ],
    mistakes: [
      'Treating launch-day traffic as proof that people want it.',
      'Moving the whole team to the next project the day after.',
      'Announcing everywhere at once, before onboarding is ready.',
    ],
    lesson: [
      'My takeaway: launch day is the start of the feedback, not the end of the work.',
      "The lesson: a quiet launch with users who come back beats a loud one with users who don't.",
    ],
  },
  {
    name: 'migrations',
    match: /\bmigrat(e|ed|es|ing|ion|ions)\b|\bmonolith\b|\bzero downtime\b|\bcut-?over\b/,
    belief: 'a migration is a big switch you flip on one carefully planned night',
    why: 'one cutover date is easy to plan around and easy to announce.',
    truth: [
      'Migrations that go well are boring: old and new run side by side, traffic moves a slice at a time, and every step can be rolled back.',
      'The hard part of a migration is rarely the new system. It is finding everything that quietly depended on the old one.',
    ],
    tips: [
      'Move one small, low-risk slice first and watch it for a week.',
      'Keep a way back at every step, and test it before you need it.',
      'List every consumer of the old system before you start.',
      'Tell the people affected what will change, and when, in plain words.',
    ],
    mistakes: [
      'Planning one big-bang cutover weekend.',
      'Switching off the old system before the new one has been through a peak.',
      'Treating a migration as an infrastructure task that users will not notice.',
    ],
    lesson: [
      'My takeaway: the best migration is the one nobody outside the team notices.',
      'The lesson: make every step small enough to undo, and the scary ones stop being scary.',
    ],
  },
  {
    name: 'on-call',
    match: /\bon-?call\b|\bpager\b|\boutages?\b/,
    belief: 'on-call is the price of running software, and the seniors should carry most of it',
    why: 'the seniors know the system best, and a night-time incident feels like no time to teach anyone.',
    truth: [
      "A rotation is only as calm as its runbooks. If the fix lives in one person's head, that person is on call whether it is their week or not.",
      'Pages that nobody needs to act on are the real cost of on-call: each one teaches people to ignore the next.',
    ],
    tips: [
      'Fix or delete every alert that paged someone and needed no action.',
      'Write the runbook entry the morning after an incident, while it is fresh.',
      'Pair new people with someone experienced for their first rotation.',
      'Give people time off after a bad night, without them having to ask.',
    ],
    mistakes: [
      'Putting only the most senior engineers on the rotation.',
      'Keeping noisy alerts because one of them once mattered.',
      'Measuring on-call by uptime alone, and not by how people sleep.',
    ],
    lesson: [
      'My takeaway: a good rotation is one a new person can carry without calling the one person who knows.',
      'The lesson: every page is a bug report, about the system or about the alert.',
    ],
  },
  {
    name: 'certifications',
    match: /\bcertifications?\b|\bcertified\b|\bexams?\b/,
    belief: 'a certification proves you know the subject',
    why: 'a pass mark is clear, and easy to put on a profile.',
    truth: [
      'A certification proves you can pass that exam; what you can do with it shows in the work, and that is what people hire for.',
      'A failed exam tells you exactly which parts you had not understood yet, which is more than a pass ever tells you.',
    ],
    tips: [
      'Book the exam date first; a deadline does more than a study plan.',
      'Practise on real tasks, not only on question banks.',
      'After a fail, go through the score report section by section before you rebook.',
      'Study with someone who is sitting the same exam.',
    ],
    mistakes: [
      'Memorising answers instead of understanding why they are right.',
      'Rebooking straight after a fail without changing how you study.',
      'Collecting certificates for the profile and never using what they cover.',
    ],
    lesson: [
      'My takeaway: the attempt you fail teaches you more than the one you pass.',
      'The lesson: a certification opens the door; the work you do with it keeps it open.',
    ],
  },
  {
    name: 'enterprise sales',
    match: /\benterprise (deals?|sales|customers?|clients?|contracts?)\b|\bpilots?\b|\bprocurement\b|\bsales cycles?\b/,
    belief: 'enterprise deals are won in the demo',
    why: 'the demo is the exciting meeting, and everything after it looks like paperwork.',
    truth: [
      'Enterprise deals are won by a champion inside the customer, who sells for you in meetings you never attend.',
      'A pilot without success criteria agreed up front is a free trial that never ends.',
    ],
    tips: [
      'Agree in writing what a successful pilot looks like before it starts.',
      'Map everyone who has to say yes, procurement and security included, in the first month.',
      'Give your champion the slides and numbers they need to sell it internally.',
      'Put a date on the decision, not only on the pilot.',
    ],
    mistakes: [
      'Letting a pilot run on without an end date or a decision.',
      'Talking only to the users and never to whoever signs.',
      'Discovering the security review in the final week.',
    ],
    lesson: [
      'My takeaway: in enterprise sales, patience pays only when every month of it moves towards a decision.',
      'The lesson: find the person who will sell it for you inside the customer, and make their job easy.',
    ],
  },
  {
    name: 'work tools',
    match: /\b(jira|trello|asana|confluence|monday\.com|clickup)\b|\b(stopped|started|quit) using\b|\bswitch(ed|ing)? tools\b/,
    belief: 'the right tool will fix how a team works',
    why: 'a new tool is a visible change, and changing how people work is slow and invisible.',
    truth: [
      'A tool records how a team already works. If the process is unclear, the tool only makes the confusion searchable.',
      'Every field and status added to a tool is a small tax on everyone who has to update it.',
    ],
    tips: [
      'Write down the problem in one sentence before you change tools.',
      'Remove the fields and statuses nobody reads.',
      'Ask the people who update the tool every day what they would drop.',
      'Try the change with one team for a month before moving everyone.',
    ],
    mistakes: [
      'Switching tools to fix a problem of ownership.',
      'Copying every old workflow into the new tool.',
      'Adding a status for every exception.',
    ],
    lesson: [
      'My takeaway: fix the way you work first; the tool can follow.',
      'The lesson: the best tool is the one people keep up to date without being chased.',
    ],
  },
  {
    name: 'promotions',
    match: /\bpromot(ed|ion)\b/,
    belief: 'a promotion is a reward for doing your current job well',
    why: 'it usually follows a good year, so it looks like a prize for that year.',
    truth: [
      'A promotion is a bet that you can do the next job. What got you here matters less than what you learn in the first months there.',
      'The skills that get you promoted are rarely the ones the new role needs most.',
    ],
    tips: [
      'Ask your manager what the new role needs that the old one did not.',
      'Hand over the work you were best at, so someone else can grow into it.',
      'Find someone who has held the role and ask what surprised them.',
      'Write down what you expect of yourself in the first three months.',
    ],
    mistakes: [
      'Doing the old job harder instead of learning the new one.',
      'Holding on to the work you were known for.',
      'Waiting for someone to tell you what the new role is.',
    ],
    lesson: [
      'My takeaway: the title changes in a day; the job takes months to learn.',
      'The lesson: what got you here is the starting point, not the plan.',
    ],
  },
  {
    name: 'design systems',
    match: /\bdesign systems?\b|\bcomponent librar(y|ies)\b|\bui kits?\b/,
    belief: 'a design system is a big project for big teams',
    why: 'the design systems people talk about belong to large companies, with a team just to run them.',
    truth: [
      "A small team's design system can be a handful of components and a page of rules. It pays back the first time two screens stop disagreeing.",
      'A design system gets adopted when it is the fastest way to ship, not when it is the most complete.',
    ],
    tips: [
      'Begin with the components you rebuild most often.',
      'Write the rule next to the component, not in a separate document.',
      'Name one person who says yes or no to new components.',
      'Retire old versions on a date, so two systems never live side by side for long.',
    ],
    mistakes: [
      'Designing every component before anyone uses one.',
      'Making the system harder to use than copying a screen.',
      'Building it without the engineers who will implement it.',
    ],
    lesson: [
      'My takeaway: a design system earns its place one reused component at a time.',
      'The lesson: small and used beats complete and ignored.',
    ],
  },
  {
    name: 'A/B testing',
    match: /\ba\/b test(s|ing)?\b|\bsplit test(s|ing)?\b|\bsubject lines?\b/,
    belief: 'an A/B test tells you what your audience wants',
    why: 'a winning variant comes with a number, and a number feels like proof.',
    truth: [
      'Most A/B tests are too small to tell you anything. A winner on a few hundred sends is usually noise.',
      'A test answers the question you asked and nothing else. The useful part is writing the question down first.',
    ],
    tips: [
      'Write down what you expect to happen before the test starts.',
      "Change one thing at a time, or you won't know what worked.",
      'Fix the sample size in advance, and do not stop early on a good day.',
      'Keep a log of every test, including the ones that changed nothing.',
    ],
    mistakes: [
      'Calling a winner after one day.',
      'Testing button colours while the offer itself is unclear.',
      'Forgetting that open rates no longer measure what they used to.',
    ],
    lesson: [
      'My takeaway: a test you can learn from beats a test you can win.',
      'The lesson: write the question before you write the variants.',
    ],
  },
  {
    name: 'sleep',
    match: /\bsleep(ing)?\b|\ball-nighters?\b/,
    belief: 'sleep is what you give up when the work matters',
    why: 'long nights are visible, and they look like commitment.',
    truth: [
      'Tired people make worse decisions and are the last to notice. A founder on five hours of sleep is deciding with a handicap.',
      'Most of what you decide on a bad night, you revisit in the morning anyway.',
    ],
    tips: [
      'Protect a fixed bedtime the way you protect your most important meeting.',
      'Keep big decisions for the morning.',
      'Stop checking messages an hour before bed.',
      'Notice which weeks you sleep worst, and plan around them.',
    ],
    mistakes: [
      'Treating all-nighters as proof of commitment.',
      'Catching up at the weekend and calling it rest.',
      'Making hiring or money decisions at midnight.',
    ],
    lesson: [
      'My takeaway: sleep is the cheapest advantage most of us ignore.',
      'The lesson: the hours you sleep are the ones that make the others count.',
    ],
  },
  {
    name: 'building in public',
    match: /\bbuild(ing)? in public\b/,
    belief: 'building in public means sharing your wins as they happen',
    why: 'wins are easy to post, and they get the likes.',
    truth: [
      'The posts that build trust are the ones about what did not work and what you are trying next.',
      'Building in public is a feedback loop, not a marketing channel: the replies are worth more than the reach.',
    ],
    tips: [
      'Share the number you are worried about, not only the one you are proud of.',
      'Post on a fixed rhythm, even when the week was dull.',
      'Answer every reply in the first months; those people are your first customers.',
      'Decide in advance what you will never share, like customer names.',
    ],
    mistakes: [
      'Posting only milestones.',
      'Building an audience of other founders instead of customers.',
      'Letting the posting take more time than the product.',
    ],
    lesson: [
      'My takeaway: building in public works when you share the questions, not only the answers.',
      'The lesson: an audience is only useful if it includes the people you build for.',
    ],
  },
  {
    name: 'cash flow',
    match: /\bcash ?flow\b|\bworking capital\b|\bcash forecast/,
    belief: 'a profitable business is a healthy business',
    why: 'profit is what the annual accounts show, and it is the number everyone is taught to watch.',
    truth: [
      'Profit is an opinion; cash is a fact. Plenty of profitable shops have run out of cash waiting to be paid.',
      'A forecast is useful because it is wrong early: it shows the gap weeks before the bank balance does.',
    ],
    tips: [
      'Forecast cash week by week for the next quarter, and update it every Monday.',
      "Compare last week's forecast with what happened, and ask why they differ.",
      'Know which few suppliers and customers move your cash the most.',
      'Share the forecast with the people who place orders, not only with finance.',
    ],
    mistakes: [
      'Looking at cash only when the month closes.',
      'Planning on customers paying on time.',
      'Treating the forecast as a finance exercise instead of a tool for decisions.',
    ],
    lesson: [
      'My takeaway: watch the cash weekly, and the profit will make more sense.',
      'The lesson: numbers you see early are worth more than numbers you see exactly.',
    ],
  },
  {
    name: 'month-end close',
    match: /\bmonth-end\b|\bclos(e|ing) the books\b|\bfinancial close\b/,
    belief: 'a slow close is the price of accurate numbers',
    why: 'every extra day feels like extra checking.',
    truth: [
      'Most of a long close is waiting: for an invoice, an approval, a reconciliation done once a month instead of every week.',
      'Numbers that arrive late describe a month nobody can change any more. A fast close is about decisions, not about finance.',
    ],
    tips: [
      'Reconcile the big accounts weekly, so month-end only checks the last few days.',
      'Write down who waits for whom on each day of the close, and cut the longest wait first.',
      'Agree a cut-off for late invoices and stick to it.',
      'Put the accruals you can estimate on a standard schedule.',
    ],
    mistakes: [
      'Adding reviewers instead of removing hand-offs.',
      'Leaving every reconciliation to the last week.',
      'Chasing perfect accuracy on numbers nobody decides with.',
    ],
    lesson: [
      'My takeaway: a faster close makes a calmer month, not a rushed one.',
      'The lesson: speed in finance comes from doing the work earlier, not faster.',
    ],
  },
  {
    name: 'referrals',
    match: /\breferral (campaigns?|programs?|programmes?|marketing)\b|\bword of mouth\b/,
    belief: 'growth needs a bigger budget',
    why: 'paid channels grow with spend, so spend looks like the lever.',
    truth: [
      "People trust a friend's recommendation more than any ad. A referral brings a customer who already half believes you.",
      'A referral program works when the product is worth recommending; the reward is only the nudge.',
    ],
    tips: [
      "Ask for the referral right after a customer's best moment with the product.",
      'Reward both sides, so nobody feels they are selling to a friend.',
      'Make sharing one tap, with a message people would actually send.',
      'Find out what the customers who refer have in common.',
    ],
    mistakes: [
      'Offering a reward before the product is worth recommending.',
      'Hiding the referral link three menus deep.',
      'Counting signups and never checking whether referred customers stay.',
    ],
    lesson: [
      'My takeaway: the cheapest growth is a customer who tells a friend.',
      'The lesson: spend on making customers happy enough to talk, and the budget stops being the limit.',
    ],
  },
  {
    name: 'writing for executives',
    match: /\b(emails?|updates?|messages?|memos?) to (executives|execs|the ceo|leadership|the board)\b|\blong emails?\b/,
    belief: 'executives want the full picture, so a thorough email shows you did the work',
    why: 'detail feels like diligence, and leaving things out feels risky.',
    truth: [
      'Executives read the first two lines and decide whether to read on. The ask belongs at the top, not in the fifth paragraph.',
      'A short email is harder to write than a long one: it makes you decide what actually matters.',
    ],
    tips: [
      'Put the decision you need in the first sentence.',
      'Keep the detail in an attachment for whoever wants it.',
      'Write the subject line as the ask.',
      'Read it once as if you had thirty seconds between meetings.',
    ],
    mistakes: [
      'Telling the story in the order it happened.',
      'Burying the ask under the background.',
      'Sending three emails where one clear one would do.',
    ],
    lesson: [
      'My takeaway: brevity is a courtesy to people with no time, and it gets faster answers.',
      'The lesson: lead with the ask; the context can follow.',
    ],
  },
  {
    name: 'career advice',
    match: /\bcareer advice\b/,
    belief: 'good career advice works for everyone',
    why: 'advice that worked for someone successful sounds like a rule.',
    truth: [
      'Most career advice describes what worked for one person at one time. Ask who gave it, and what their situation was.',
      'The worst advice is usually given with the most confidence, and the best often comes as a question.',
    ],
    tips: [
      'Ask advisers what they would do in your exact situation, not in general.',
      'Collect advice from people a few years ahead of you, not only from the very top.',
      'Write down advice you ignored and check back a year later.',
      'Treat advice as an experiment to try, not a rule to follow.',
    ],
    mistakes: [
      'Following advice from someone whose career you would not want.',
      'Taking "follow your passion" as a plan.',
      'Never questioning advice because it came from someone senior.',
    ],
    lesson: [
      'My takeaway: the best advice fits your situation, not theirs.',
      'The lesson: listen to everyone, then decide for your own circumstances.',
    ],
    ask: "what's the worst career advice you were given, and what did you do instead?",
  },
  {
    name: 'self-checkout',
    match: /\bself-?checkouts?\b|\bcashierless\b/,
    belief: 'self-checkout is about cutting staff costs',
    why: 'fewer staffed tills is the saving that shows up first in the numbers.',
    truth: [
      'Self-checkout moves work from staff to customers. It works when the trip is quick and the basket small, and frustrates everyone when it is not.',
      'The cost self-checkout moves around is shrink: more losses at the tills can eat the saving on staff.',
    ],
    tips: [
      'Keep staffed tills for big baskets and for customers who want them.',
      'Put someone near the machines whose job is to help, not to police.',
      'Track losses and waiting times per store, before and after.',
      'Ask store staff which items cause the most errors at the machines.',
    ],
    mistakes: [
      'Replacing every staffed till at once.',
      'Measuring labour savings and ignoring shrink.',
      'Treating the machines as a project that ends at installation.',
    ],
    lesson: [
      'My takeaway: self-checkout pays off when it is a choice for customers, not a chore.',
      'The lesson: count everything the machines change, not only the hours they save.',
    ],
  },
  {
    name: 'shift work',
    match: /\bnight shifts?\b|\bshifts? in a row\b|\bshift work\b/,
    belief: 'night shifts are something you toughen up for',
    why: 'everyone on the ward has done them, and complaining feels like letting the team down.',
    truth: [
      'Night shifts change what the body can do: reaction times, memory and mood all dip in the small hours, however experienced you are.',
      'Safe nights depend on the rota as much as on the person: how many in a row, and how much rest between them.',
    ],
    tips: [
      'Plan what you will eat in the small hours before the shift starts.',
      'Protect the first sleep after a run of nights like an appointment.',
      'Double-check the tasks that need the most attention in the hours when you are most tired.',
      'Speak up about a rota with too many nights in a row before it becomes normal.',
    ],
    mistakes: [
      'Treating tiredness as a weakness instead of a risk.',
      'Switching straight back to days without a recovery day.',
      'Counting on caffeine to carry the last hours of the shift.',
    ],
    lesson: [
      'My takeaway: looking after yourself on nights is part of looking after patients.',
      'The lesson: a rota is a safety decision, not only a staffing one.',
    ],
  },
  {
    name: 'phones in classrooms',
    // ("phones should be banned in classrooms": the claim between the phones and the classroom.)
    match: /\bphones? in (the )?classrooms?\b|\bphone bans?\b|\bphones? in schools?\b|\bphones?\b[^.?!]{0,40}\b(in|from|at) (the |our )?(classrooms?|schools?)\b/,
    belief: 'phones in classrooms are a discipline problem, solved with a ban',
    why: 'a ban is simple to announce and easy to check.',
    truth: [
      'A ban removes the distraction but not the reason students reach for the phone. Lessons still have to hold their attention.',
      'What works in one school depends on its students, its rules at home and how consistently every teacher applies them.',
    ],
    tips: [
      'Agree one rule for the whole school, so students are not negotiating it in every lesson.',
      'Explain the reason for the rule to students and parents, not only the rule.',
      'Plan the moments when a phone is genuinely useful in a lesson.',
      'Ask students what distracts them most; the answer is not always the phone.',
    ],
    mistakes: [
      'Leaving each teacher to enforce a different rule.',
      'Banning phones without telling parents how to reach their children.',
      'Expecting a ban to fix attention on its own.',
    ],
    lesson: [
      'My takeaway: the rule matters less than applying it the same way in every classroom.',
      'The lesson: attention is won by the lesson, not only by taking the phone away.',
    ],
  },
  {
    name: 'checkout',
    match: /\bcheckouts?\b|\bcart abandonment\b|\bcheckout abandonment\b/,
    belief: 'people abandon a checkout because of the price',
    why: 'price is the last thing they see, so it gets the blame.',
    truth: [
      'Most abandoned checkouts are lost to friction: a surprise fee, a forced account, one form field too many.',
      'Every field in a checkout is a question the customer has to answer before they can pay you.',
    ],
    tips: [
      'Show delivery costs before the last step.',
      'Let people pay as a guest.',
      'Remove every field you cannot explain the need for.',
      'Watch five people check out on a phone and note where they pause.',
    ],
    mistakes: [
      'Asking for an account before payment.',
      'Revealing fees on the final screen.',
      'Testing the checkout only on a desktop.',
    ],
    lesson: [
      'My takeaway: the best checkout asks for the least.',
      'The lesson: remove friction before you add persuasion.',
    ],
  },
  {
    name: 'dark patterns',
    match: /\bdark patterns?\b|\bdeceptive design\b/,
    belief: 'dark patterns are just clever conversion tactics',
    why: 'they move the numbers this quarter, and the cost shows up later.',
    truth: [
      'Dark patterns borrow against trust: a sneaked-in add-on or a hidden cancel button wins a sale and loses a customer.',
      'Regulators now name these designs, and a pattern that was only annoying is becoming a legal risk.',
    ],
    tips: [
      'Make cancelling as easy as signing up.',
      'Show the full price, fees included, from the first page.',
      'Never pre-tick a box the customer did not choose.',
      'Ask whether you would be comfortable explaining the design to the customer face to face.',
    ],
    mistakes: [
      'Judging a design only by this month\'s conversion rate.',
      'Using countdown timers that reset.',
      'Hiding the cancel option behind a phone call.',
    ],
    lesson: [
      'My takeaway: a design that needs to trick people is hiding a product problem.',
      'The lesson: trust is the conversion rate that compounds.',
    ],
  },
  {
    name: 'non-competes',
    match: /\bnon-?competes?\b|\brestrictive covenants?\b/,
    belief: 'a non-compete protects the company',
    why: 'it feels like insurance against losing clients and know-how.',
    truth: [
      'A non-compete that is too broad is often unenforceable, and it still puts good candidates off signing.',
      'What most companies need to protect is confidential information and client relationships, and narrower clauses do that better.',
    ],
    tips: [
      'Check what the law allows where the employee actually works.',
      'Use confidentiality and non-solicitation clauses before reaching for a non-compete.',
      'Limit any restriction in time, place and scope to what you can justify.',
      'Explain the clause to candidates before the offer, not after.',
    ],
    mistakes: [
      'Giving every employee the same broad clause.',
      'Copying a template written for another country.',
      'Relying on a clause nobody has reviewed in years.',
    ],
    lesson: [
      'My takeaway: the narrower the clause, the more likely it holds.',
      'The lesson: protect what is really at risk, and let people move on.',
    ],
  },
  {
    name: 'letting people go',
    match: /\bfir(ing|e|ed) (someone|people|an employee|employees|a team member)\b|\bletting (someone|people) go\b|\bdismissals?\b/,
    belief: 'firing someone is best done quickly, with as little said as possible',
    why: 'it is uncomfortable, and saying less feels safer.',
    truth: [
      'Nobody should be surprised when they are let go. If they are, the feedback before it failed.',
      'How you let someone go is watched by everyone who stays.',
    ],
    tips: [
      'Give clear feedback, in writing, long before the decision.',
      'Say it in the first minute of the meeting, plainly.',
      'Have the practical details ready: pay, references, the last day.',
      'Tell the team what they need to know on the same day.',
    ],
    mistakes: [
      'Letting the person hear it from someone else first.',
      'Dressing the news up until the message is lost.',
      'Saying nothing to the team and letting rumours fill the gap.',
    ],
    lesson: [
      'My takeaway: the kindest firing is the one that comes as no surprise.',
      'The lesson: dignity in how you let people go is part of your culture.',
    ],
  },
  {
    name: 'online reviews',
    match: /\bonline reviews?\b|\b(google|yelp|tripadvisor) reviews?\b|\bbad reviews?\b|\bcustomer reviews?\b/,
    belief: 'a bad review is something to hide or argue with',
    why: 'it is public, it feels unfair, and it stings.',
    truth: [
      'Readers judge the reply more than the review. A calm, specific answer wins more customers than a perfect score.',
      'A few bad reviews make the good ones believable.',
    ],
    tips: [
      'Reply to every review within a couple of days, the good ones too.',
      'Thank the reviewer, fix what you can and say what you fixed.',
      'Take the details of a complaint offline.',
      'Ask happy customers for a review while the visit is fresh.',
    ],
    mistakes: [
      'Arguing with a reviewer in public.',
      'Copying the same reply under every review.',
      'Only asking for reviews after a complaint.',
    ],
    lesson: [
      'My takeaway: the reply is the review that future customers read.',
      'The lesson: treat reviews as free feedback, even when they are unfair.',
    ],
  },
  {
    name: 'a new job',
    // "starting as Head of Growth at …", "joining Stripe as a staff engineer": a new role; a new manager's is 'new managers'.
    match: /\b(started|starting|begin|began) (a|my) new (job|role)\b|\bnew (job|role)\b|\bfirst (weeks?|month|\d+ days|ninety days) in a new (job|role)\b|\b(starting|started|joining|joined) (\S+ ){0,4}?as (?!(an? )?(new |first-time )?(people |engineering |team )?(manager|team lead|lead)\b)(an? |the )?\S/,
    belief: 'you should prove yourself in your first weeks in a new job',
    why: 'everyone is new once, and it feels like the time you are being judged.',
    truth: [
      'The first weeks in a new job are for listening: the questions you ask then are the ones nobody minds answering.',
      'What you learn about how decisions are really made matters more than any quick win.',
    ],
    tips: [
      'Ask each person you meet what they wish you knew already.',
      'Write down what surprises you before it stops surprising you.',
      'Find out what your manager will judge you on in the first months.',
      'Pick one small problem to fix, and fix it well.',
    ],
    mistakes: [
      'Changing things before understanding why they are that way.',
      'Comparing everything with your last company out loud.',
      'Saying yes to every request to be liked.',
    ],
    lesson: [
      'My takeaway: in a new job, listening is the work for the first weeks.',
      'The lesson: fresh eyes are an asset only until you get used to things, so write down what you see.',
    ],
  },
  {
    name: 'parental leave',
    match: /\bparental leave\b|\bmaternity leave\b|\bpaternity leave\b/,
    belief: 'parental leave is a pause in your career',
    why: 'work carries on without you, and coming back can feel like catching up.',
    truth: [
      'Coming back from parental leave works best as a gradual return, planned with your manager before you go.',
      'The skills leave teaches, like prioritising and letting go of the unimportant, carry straight back into work.',
    ],
    tips: [
      'Agree a return plan before the leave starts.',
      'Ask for a catch-up on what changed in your first week back.',
      'Set the hours you can work, and say them out loud.',
      'Talk to a colleague who came back from leave recently.',
    ],
    mistakes: [
      'Trying to pick up everything at once on the first day back.',
      'Apologising for the time away.',
      'Leaving the return to be worked out on the day.',
    ],
    lesson: [
      'My takeaway: parental leave is part of a career, not a gap in it.',
      'The lesson: a planned return makes the first month back far easier.',
    ],
  },
  {
    name: 'starting a company',
    match: /\bquit (my|a) (corporate |full-time |day )?job to\b|\bleft (my|a) (corporate |full-time |day )?job to\b|\bstart(ed|ing)? (a|my|our) (startup|company|business)\b|\bbuild (a|my) (\w+ )?startup\b/,
    belief: 'leaving a steady job to start a company is a leap of faith',
    why: 'the stories people tell are about the day they quit, not the months of preparation before it.',
    truth: [
      'Most founders who leave a job well have already tested the idea, saved the runway and spoken to customers.',
      'The skills of a corporate job, like selling internally and running a budget, are more useful in a startup than people admit.',
    ],
    tips: [
      'Talk to twenty potential customers before you resign.',
      'Know how many months you can live without a salary.',
      'Tell your family the plan and the deadline before you start.',
      'Decide in advance what result would make you stop.',
    ],
    mistakes: [
      'Quitting before anyone has said they would pay.',
      'Building for a year before showing anyone.',
      'Leaving on bad terms with an employer who could be a first customer.',
    ],
    lesson: [
      'My takeaway: the leap looks brave, but the preparation is what makes it work.',
      'The lesson: test the idea while the salary still comes in.',
    ],
  },
  {
    name: 'a first year',
    match: /\b(survived|made it through|completed|finished) (our|my|the) first year\b|\bfirst year in business\b/,
    belief: 'the first year is about growth',
    why: 'growth is the number everyone asks about.',
    truth: [
      'The first year is mostly about learning what people really need from you, and which of your plans were wrong.',
      'Surviving the first year is an achievement in itself: many new organisations do not.',
    ],
    tips: [
      'Write down what surprised you in the first year before the second one starts.',
      'Thank the people who trusted you before there was a track record.',
      'Keep the habits that got you through the hard months.',
      'Decide what you will stop doing in year two.',
    ],
    mistakes: [
      'Measuring the first year only by size.',
      'Saying yes to everything to stay afloat.',
      'Forgetting to celebrate the people who carried it.',
    ],
    lesson: [
      'My takeaway: the first year teaches you what the plan could not.',
      'The lesson: the people who trusted you early are the ones to thank first.',
    ],
  },
  {
    name: 'clinical tools',
    match: /\b(medication|clinical|patient|drug) (charts?|records?|forms?|tools?|systems?)\b|\bnurses use\b/,
    belief: 'clinical staff will adapt to whatever tool they are given',
    why: 'they are trained professionals, and the tool is chosen for the whole hospital.',
    truth: [
      'A clinical tool is used by tired people under pressure in the middle of the night; a design that works at a desk at noon can fail at the bedside.',
      'Most errors blamed on people begin with a screen or a form that made the wrong step easy.',
    ],
    tips: [
      'Test designs with staff on a real shift, not in a meeting room.',
      'Put the most dangerous choice where it is hardest to make by accident.',
      'Ask nurses which step they double-check every time, and why.',
      'Change one thing at a time and watch the error reports.',
    ],
    mistakes: [
      'Designing for the manager who buys the tool instead of the nurse who uses it.',
      'Adding warnings until people click through all of them.',
      'Blaming staff for errors a design invited.',
    ],
    lesson: [
      'My takeaway: design for the worst moment of the shift, not the best.',
      'The lesson: when errors repeat, look at the design before the people.',
    ],
  },
  {
    name: 'influencer marketing',
    match: /\binfluencers?\b|\bcreator (campaigns?|partnerships?)\b/,
    belief: 'an influencer campaign is bought reach: the bigger the following, the better',
    why: 'follower counts are easy to compare, and a big name is easy to sell internally.',
    truth: [
      'Reach is not trust: a creator whose audience does not need your product sends you views, not customers.',
      'The campaigns that work look like the creator\'s own content, not like an ad they were paid to read.',
    ],
    tips: [
      'Pick creators by who follows them, not by how many.',
      'Let the creator say it their way; approve the facts, not the script.',
      'Agree before launch what a sale or signup from the campaign will look like in your numbers.',
      'Try a few small creators first, and keep the ones whose audience buys.',
    ],
    mistakes: [
      'Paying for a big following that does not match your customers.',
      'Writing the creator\'s script for them.',
      'Judging the campaign by views alone.',
    ],
    lesson: [
      'My takeaway: fit beats reach, every time.',
      'The lesson: a creator\'s audience trusts the creator, not your brief.',
    ],
  },
  {
    name: 'new managers',
    match: /\b(people|first-time|first time|new|rookie) managers?\b|\bfirst (day|week|weeks|month|months|year|(\d+|thirty|sixty|ninety|hundred) days) (as|being) (a |an )?(new |first-time )?(people |team |engineering |product |design |sales )?(manager|team lead|lead|tech lead|head of \w+|director)\b|\bbecoming a (people |first-time )?manager\b|\bmanaging people for the first time\b|\bfrom individual contributor to manager\b|\bnew team lead\b/,
    belief: 'a new manager is the best individual contributor, with more meetings',
    why: 'most managers get the job because they were good at the work, so more of the same feels like the way to succeed.',
    truth: [
      'Your own output stops being the measure. The team\'s output is, and most of your week goes into one-on-ones, unblocking and decisions nobody sees.',
      'The team tells you about problems last. By the time a worry reaches a new manager, everyone else has known about it for weeks.',
    ],
    tips: [
      'Spend the first one-on-ones mostly listening: ask what gets in the way and what they want to keep.',
      'Write down what you expect from each person, and ask what they expect from you.',
      'Hand over the work you were best at, even when you would do it faster.',
      'Ask your own manager what a good first quarter looks like before you plan it.',
    ],
    mistakes: [
      'Still taking the hardest tickets because it feels like real work.',
      'Changing processes in the first weeks before understanding why they exist.',
      'Waiting for the quarterly review to say something that should be said this week.',
    ],
    lesson: [
      'My takeaway: the job is no longer doing the work; it is making the work possible for others.',
      'The lesson: a new manager earns trust by listening first and changing things second.',
    ],
    ask: 'what surprised you most about your first months as a manager?',
  },
  {
    name: 'freelancing',
    match: /\bfreelanc(e|es|ed|ing|er|ers)\b|\bself-employed\b|\bindependent consult(ant|ants|ing)\b|\bsolo consult(ant|ing)\b/,
    belief: 'freelancing is about finding enough clients',
    why: 'an empty calendar is the first fear of every freelancer, so every early decision is about filling it.',
    truth: [
      'Most freelancers underprice their first years. Saying yes to every project fills the calendar and keeps the rate where it started.',
      'Income arrives in waves. Invoices are paid late, projects end at once, and the quiet months are part of the job, not a failure.',
    ],
    tips: [
      'Set a rate you can live on in a quiet month, not one that wins every project.',
      'Keep a buffer of several months of costs before you lower a price to win work.',
      'Write down what a project includes before it starts, and price what falls outside it.',
      'Ask every happy client for an introduction while the work is fresh.',
    ],
    mistakes: [
      'Counting revenue as income before tax, software and the unpaid weeks between projects.',
      'Taking every project, including the ones that pay the least and take the most.',
      'Having one client so big that losing them means starting over.',
    ],
    lesson: [
      'My takeaway: a freelance business grows by choosing work, not by taking all of it.',
      'The lesson: price for the quiet months, and the busy ones take care of themselves.',
    ],
    ask: 'what changed most in how you run your freelance work after the first year?',
  },
  {
    name: 'writing habit',
    match: /\bwriting (\d+ |a few hundred |two hundred |three hundred )?words\b|\bwrit(e|ing) every (day|morning|evening|night)\b|\bdaily writing\b|\bwriting habit\b|\bmorning pages\b|\bwriting (daily|each morning|every single day)\b/,
    belief: 'writing well takes talent and long, inspired sessions',
    why: 'we only see finished pieces, never the drafts and the days that produced nothing worth keeping.',
    truth: [
      'A small daily target beats a big weekly one: two hundred words is small enough to write on a bad day, and the bad days are the ones that keep a habit alive.',
      'Most of what a daily habit produces is not worth publishing. The value is in the practice: ideas get clearer because you have to put them in sentences.',
    ],
    tips: [
      'Write at the same time every day, before the inbox opens.',
      'Set a target so small that you cannot talk yourself out of it.',
      'Keep a running list of ideas so you never start from a blank page.',
      'Count the days you wrote, not the quality of what you wrote.',
    ],
    mistakes: [
      'Editing while writing, so a short session never finishes.',
      'Waiting for a good idea before sitting down.',
      'Breaking the chain after one missed day and not starting again.',
    ],
    lesson: [
      'My takeaway: the habit does the work; the talent shows up later.',
      'The lesson: make it small enough to keep, and keeping it becomes the result.',
    ],
    ask: 'what small habit have you kept long enough to see it compound?',
  },
  {
    name: 'podcasting',
    match: /\bpodcasts?\b|\bpodcasting\b/,
    belief: 'a podcast is an hour of talking, recorded',
    why: 'listeners only hear the conversation, and the conversation sounds effortless when it goes well.',
    truth: [
      'The recording is the smallest part of the week. Booking guests, preparing questions, editing, writing show notes and cutting clips take most of it.',
      'A show grows through what happens after publishing: the clips, the guest sharing it, the episode page people can find later.',
    ],
    tips: [
      'Send guests the themes in advance, not a script.',
      'Cut clips while editing, not after, when you still remember the best moments.',
      'Keep a checklist for every episode so publishing does not depend on memory.',
      'Ask every guest to share the episode, and make it easy with a ready clip.',
    ],
    mistakes: [
      'Spending hours on perfect audio and minutes on the episode title.',
      'Publishing and moving on without promoting the episode.',
      'Booking guests for their name rather than for what they can teach your listeners.',
    ],
    lesson: [
      'My takeaway: a podcast is a publishing job with a conversation in the middle.',
      'The lesson: the work nobody hears is what makes people listen.',
    ],
    ask: 'which part of making a podcast or a show takes more time than people think?',
  },
  {
    name: 'reading',
    match: /\breading books\b|\bread(ing)? (more |fewer |any )?books\b|\blifelong learn(er|ers|ing)\b|\breading habit\b/,
    belief: 'a lifelong learner reads a book a week',
    why: 'reading lists are easy to share, and a finished book feels like proof of learning.',
    truth: [
      'Learning and reading are not the same thing. You can read a lot and apply nothing, or read little and change how you work.',
      'Reading usually stops quietly: a busy year, a phone in the evening, and one day the half-read book on the desk is two years old.',
    ],
    tips: [
      'Read one book slowly and write down the one idea you will try.',
      'Keep a book where the phone usually is.',
      'Stop a book that is not helping, without guilt.',
      'Talk about what you read with someone, so it sticks.',
    ],
    mistakes: [
      'Counting books instead of ideas you used.',
      'Buying books as a stand-in for reading them.',
      'Calling scrolling summaries the same thing as reading.',
    ],
    lesson: [
      'My takeaway: being a learner is about what you change, not what you finish.',
      'The lesson: notice when a habit has quietly stopped, before it becomes a label you no longer earn.',
    ],
    ask: 'what quietly fell out of your routine, and what brought it back?',
  },
  {
    name: 'scaling a team',
    match: /\bgrow(ing|th)? (to |into )?an? \S+[- ]person (team|company|startup)\b|\b\d+[- ]person (team|company|startup)\b|\bscal(e|ed|ing) (a |the |our |my )?(team|company|startup|organi[sz]ation)\b|\bteam growth\b|\bhypergrowth\b|\bgrowing (a |the |our |my )?team\b/,
    belief: 'growing a team is a sign that everything is working',
    why: 'headcount is the number people congratulate you on, and hiring feels like progress.',
    truth: [
      'Every doubling of a team breaks something that used to work: how decisions get made, who knows what, how people hear news.',
      'The person who started the company does a different job at fifty people than at five, and most of that job is communication and hiring.',
    ],
    tips: [
      'Write down how decisions are made before the team is too big to ask you.',
      'Hire managers before the team needs them, not after it breaks.',
      'Protect time that is yours, because a bigger team will fill every free hour.',
      'Repeat the priorities more often than feels necessary.',
    ],
    mistakes: [
      'Hiring faster than the team can onboard people.',
      'Keeping every decision with the founders as the team grows.',
      'Treating personal time as the buffer for company growth.',
    ],
    lesson: [
      'My takeaway: growth has a personal cost, and it is easier to pay when you name it early.',
      'The lesson: the team that grows fastest is rarely the one that works best.',
    ],
    ask: 'what did growing a team cost you that nobody congratulated you on?',
  },
  {
    name: 'posting cadence',
    match: /\bpost(ing)? (every day|daily|every single day|more often|less often)\b|\bgrow(ing)? on linkedin\b|\bhow often (to|should you|do you) post\b|\bposting (frequency|cadence|schedule)\b/,
    belief: 'daily posting is the price of growing an audience on LinkedIn',
    why: 'the creators with the biggest audiences often post daily, so the frequency looks like the cause.',
    truth: [
      'Consistency matters more than frequency. Two thoughtful posts a week, every week, beat a daily streak that burns out in a month.',
      'People follow you for what you know, not for how often you show up. One post with a clear idea earns more trust than five that say little.',
    ],
    tips: [
      'Pick a rhythm you can keep for a year, then keep it.',
      'Write about what you know from your own work, not what is trending.',
      'Spend the time you save on replying to comments.',
      'Look at which posts start conversations, and write more like those.',
    ],
    mistakes: [
      'Posting daily and running out of things to say.',
      'Judging a post only by its first-hour reach.',
      'Copying the format of big creators instead of finding your own subjects.',
    ],
    lesson: [
      'My takeaway: show up when you have something to say, and say it well.',
      'The lesson: a rhythm you can keep beats a streak you cannot.',
    ],
    ask: 'how often do you post, and what made you settle on that rhythm?',
  },
  {
    name: 'follower counts',
    match: /\bfollower counts?\b|\bfollowers?\b|\bvanity metrics?\b|\bengagement rates?\b|\bimpressions\b/,
    belief: 'follower count is the measure of success on LinkedIn',
    why: 'it is the biggest number on the profile, and it only goes up.',
    truth: [
      'Follower count measures how many people saw you once and clicked, not how many read you, trust you or would reply to you.',
      'The number that matters is what your posts lead to: conversations, messages from the people you want to reach, work that comes from them.',
    ],
    tips: [
      'Count the messages and calls that started from a post.',
      'Track comments from the people you want to reach, not total likes.',
      'Check who your followers are, not only how many there are.',
      'Write for the hundred right readers rather than the thousand wrong ones.',
    ],
    mistakes: [
      'Chasing viral posts that attract the wrong audience.',
      'Comparing your count with accounts that have different goals.',
      'Ignoring the few comments that turn into real conversations.',
    ],
    lesson: [
      'My takeaway: measure what your posts lead to, not how many people could have seen them.',
      'The lesson: a small audience of the right people beats a large one of strangers.',
    ],
    ask: 'which number do you actually watch to know your posts are working?',
  },
  {
    name: 'performance reviews',
    match: /\bperformance reviews?\b|\bannual reviews?\b|\bperformance (appraisals?|evaluations?)\b|\breview cycles?\b/,
    belief: 'an annual performance review is the fair way to judge a year of work',
    why: 'it gives everyone the same process, a paper trail and a date to decide pay.',
    truth: [
      'A year is too long to wait for feedback. By the time the review comes, most of what it covers is too late to change.',
      'Annual reviews mix two conversations that work against each other: how to grow, and how much you will be paid.',
    ],
    tips: [
      'Give feedback in the week it happens, not in the review.',
      'Separate the conversation about growth from the one about pay.',
      'Keep a short running note of each person\'s work through the year.',
      'Make sure nothing in a review is a surprise.',
    ],
    mistakes: [
      'Saving feedback for the review meeting.',
      'Judging the whole year by the last two months.',
      'Spending weeks on forms that nobody reads again.',
    ],
    lesson: [
      'My takeaway: feedback belongs in the week it happens; the review should only write it down.',
      'The lesson: if a review surprises someone, the year of conversations before it failed.',
    ],
    ask: 'what would you keep, and what would you drop, from the reviews where you work?',
  },
  {
    name: 'design skills',
    match: /\b(product |ux |ui |visual )?design(er|ers)?\b.{0,30}\bskills?\b|\bskills?\b.{0,30}\b(product |ux |ui )?designers?\b/,
    belief: 'the best product designers are the ones with the most polished visuals',
    why: 'portfolios show finished screens, and finished screens are easy to judge at a glance.',
    truth: [
      'Polish is overrated early in a project. The skill that matters more is framing the problem well enough that the team builds the right thing.',
      'Writing is underrated. Designers who can explain a decision in a few clear sentences win arguments that a beautiful mockup loses.',
    ],
    tips: [
      'Show the problem and the options before the final screen.',
      'Write the decision and its reason next to every design you share.',
      'Talk to users and to engineers early, not only at review time.',
      'Learn enough about the numbers to say what a design should change.',
    ],
    mistakes: [
      'Chasing the newest tool instead of the clearest thinking.',
      'Presenting one polished answer with no trade-offs.',
      'Treating feedback on the design as feedback on the designer.',
    ],
    lesson: [
      'My takeaway: the skills that get noticed are not always the ones that make products better.',
      'The lesson: a designer who frames problems well makes every later skill worth more.',
    ],
    ask: 'which design skill do you think gets too much credit, and which too little?',
  },
  {
    name: 'pay transparency',
    match: /\bsalar(y|ies) (transparency|bands?|ranges?)\b|\bpay (transparency|bands?|gaps?)\b|\bsalaries\b|\bopen salaries\b/,
    belief: 'keeping salaries private protects everyone',
    why: 'pay is personal, and nobody wants a comparison that starts a fight.',
    truth: [
      'Secrecy hides unfair pay more than it protects anyone. The gaps that survive in private rarely survive being seen.',
      'Visible salaries only work with a structure behind them: clear levels, written criteria, and a way to ask why.',
    ],
    tips: [
      'Publish pay bands before individual salaries.',
      'Write down what moves someone from one level to the next.',
      'Fix the gaps you find before you make the numbers visible.',
      'Give managers the words to explain each decision.',
    ],
    mistakes: [
      'Opening up salaries without fixing the gaps first.',
      'Publishing bands so wide they explain nothing.',
      'Treating a question about pay as disloyalty.',
    ],
    lesson: [
      'My takeaway: transparency is not the risk; pay you cannot explain is.',
      'The lesson: if a salary would be hard to defend in public, it is probably hard to defend in private.',
    ],
    ask: 'would visible salaries make your workplace fairer, or just louder?',
  },
  {
    name: 'B2B sales',
    match: /\bb2b sales\b|\byears in (b2b |enterprise |saas )?sales\b|\bsales career\b|\bcareer in sales\b|\bselling to (businesses|companies)\b/,
    belief: 'great salespeople are the best talkers in the room',
    why: 'the loudest wins get told at the sales kickoff, and the quiet ones do not.',
    truth: [
      'The best salespeople ask more than they talk. A deal moves when the buyer explains their problem in their own words.',
      'Most deals are lost to doing nothing, not to a competitor. The real rival is the status quo.',
    ],
    tips: [
      'Find out who else has to say yes before the first demo.',
      'Send a short summary the same day as every call.',
      'Qualify out early: a fast no is worth more than a slow maybe.',
      'Agree the next step, with a date, before every call ends.',
      'Learn the customer\'s business, not only your product.',
    ],
    mistakes: [
      'Demoing features before understanding the problem.',
      'Forecasting on hope rather than on the next agreed step.',
      'Discounting to close instead of showing the value.',
    ],
    lesson: [
      'My takeaway: sales is helping someone make a decision they can defend inside their company.',
      'The lesson: trust closes more deals than any technique.',
    ],
    ask: 'what is the lesson sales taught you that took the longest to learn?',
  },
  {
    name: 'learning from practitioners',
    match: /\b(worth following|people to follow|accounts to follow|who to follow)\b|\bexplain(s|ing)? things\b|\bbetter than (any|a) (course|degree|bootcamp|textbook)\b|\bteach(es)? (better|more) than\b/,
    belief: 'the way to learn a field is a course with a certificate at the end',
    why: 'a course has a syllabus and an end date, so the progress is easy to see.',
    truth: [
      'The best explanations often come from people who solved the problem last month: they still remember what was confusing, and they write it down before it feels obvious.',
      'A feed of a few good practitioners teaches what courses rarely do: how the work goes wrong, what they tried, and what they would not do again.',
    ],
    tips: [
      'Follow people who show their work, not only their results.',
      'Save the posts that changed how you do something, and reread them.',
      'Reply with a real question; practitioners usually answer.',
      'Unfollow accounts that only repeat what everyone else says.',
    ],
    mistakes: [
      'Following for follower counts rather than for what people teach.',
      'Collecting posts and never trying anything from them.',
      'Only following people who agree with you.',
    ],
    lesson: [
      'My takeaway: curate your feed the way you would choose your teachers.',
      'The lesson: learn from people still doing the work.',
    ],
    ask: 'who explains your field better than any course you have taken?',
  },
  {
    name: 'weekly reflection',
    match: /\bwhat i learned this (week|month|year)\b|\bweekly reflection\b/,
    belief: 'a week only counts if something big happened in it',
    why: 'the big moments are the ones we remember, and the ones people post about.',
    truth: [
      'Most of what a week teaches is small: a conversation that went better than expected, a habit that slipped, a question nobody could answer.',
      'Writing the week down is what turns it into a lesson; without notes, it blurs into the next one.',
    ],
    tips: [
      'Keep a note on your phone and add one line at the end of each day.',
      'Look back on Friday and pick the one thing you would do differently.',
      'Share one lesson with your team, not only with yourself.',
      "Read last month's notes before you plan the next week.",
    ],
    mistakes: [
      'Only noting what went wrong.',
      'Waiting for a quiet moment to reflect, which never comes.',
      'Writing lessons down and never reading them again.',
    ],
    lesson: [
      'My takeaway: small lessons, written down, add up faster than big ones remembered.',
      'The lesson: reflection is a habit, not an event.',
    ],
  },
  {
    name: 'offices',
    match: /\bnew office\b|\boffice (move|opening)\b|\bopen(ed|ing|s)? (an|our|a|the) (new )?office\b/,
    belief: 'an office is a cost to keep as small as possible',
    why: 'rent is the easiest line to see in the budget.',
    truth: [
      'An office is worth what happens in it: the conversations that would not happen on a call, the new people who learn by sitting next to someone.',
      'Where you open an office decides who you can hire, as much as where your customers are.',
    ],
    tips: [
      'Ask the team what they will come in for before choosing the space.',
      'Hire a few people locally who know the city and the market.',
      'Plan the first weeks so the new office meets the rest of the company, not only its own desks.',
      'Give the new office a real decision to own from the start.',
    ],
    mistakes: [
      'Opening an office before there is work for it to own.',
      'Sending only head-office people to run it.',
      'Treating the new office as a satellite that hears about decisions last.',
    ],
    lesson: [
      'My takeaway: an office is a team before it is a space.',
      'The lesson: open where the people you need want to be.',
    ],
  },
  {
    name: 'APIs',
    // Last: an API named in passing ('migrating our payouts API off a monolith') is the more specific topic's.
    match: /\b(apis?|sdks?|webhooks?|developer platforms?)\b/,
    belief: 'an API wins on the length of its feature list',
    why: 'feature lists are what gets compared when teams choose one.',
    truth: [
      'Developers judge an API by its documentation and its error messages before its features: the first hour decides whether they come back.',
      'Every breaking change to an API costs the people who built on it work they did not plan for, so each version is a promise to keep.',
    ],
    tips: [
      'Version the API from its first release, even while there is only one version.',
      'Write error messages for the developer reading them at midnight.',
      'Announce breaking changes months ahead, with the way to migrate.',
      'Measure the time from sign-up to the first successful call.',
    ],
    mistakes: [
      'Changing a response without a new version.',
      'Documenting the endpoints but not the errors.',
      'Counting API keys issued instead of integrations still running.',
    ],
    lesson: [
      'My takeaway: an API is used for as long as it keeps its promises, so the unglamorous work on stability is the product.',
      'The lesson: the developers who build on an API are its customers, and its documentation is the product they see first.',
    ],
    ask: 'what makes you trust an API enough to build on it?',
  },
];

/** What the writer knows about a topic, or null. */
export function notesFor(topic: string): TopicNotes | null {
  const t = topic.toLowerCase();
  return TOPICS.find((n) => n.match.test(t)) ?? null;
}

/**
 * What the writer knows of a subject said in several phrases, its focus first (then its event, its whole text): the
 * first phrase's topic, as the focus names what the post is about. A focus of one word is only who or what the subject
 * is about ('why candidates ghost': 'candidates'), so a topic the whole subject names and the list puts before the
 * focus's (more specific: ghosting before hiring) is what it is about.
 */
export function notesAmong(focus: string, ...more: readonly (string | null | undefined)[]): TopicNotes | null {
  const rest = more.filter((p): p is string => Boolean(p));
  // People named as the ones who do something ("should candidates send thank-you notes …?"): the topic their word
  // names (hiring) is what is done to them, not what they do, unless the rest of the subject names it too.
  const byPeopleOnly = (n: TopicNotes, p: string) => {
    const lower = p.toLowerCase();
    const m = n.match.exec(lower);
    // (Only where the topic's match is the people's word alone: "placing 100 engineers" is hiring by its own words.)
    return p.trim().split(/\s+/).length > 2 && !!m && PEOPLE_ALONE.test(m[0].trim()) && !n.match.test(lower.replace(PEOPLE_ALL, ' '));
  };
  const found = (p: string) => {
    const n = notesFor(p);
    return n && !byPeopleOnly(n, p) ? n : null;
  };
  const own = notesFor(focus);
  if (!own || /\s/.test(focus.trim())) return (own && !byPeopleOnly(own, focus) ? own : null) ?? rest.reduce<TopicNotes | null>((at, p) => at ?? found(p), null);
  const said = rest.map((p) => p.toLowerCase());
  const specific = TOPICS.slice(0, TOPICS.indexOf(own)).find((n) => said.some((p) => n.match.test(p)));
  if (specific) return specific;
  return PEOPLE.test(focus.toLowerCase()) && said.some((p) => byPeopleOnly(own, p)) ? null : own;
}

/** People in the plural, whose word alone names a topic about them ("candidates": hiring). */
const PEOPLE = /\b(candidates|founders|managers|nurses|teachers|students|parents|engineers|developers|designers|recruiters|employees|interns|leaders)\b/;
const PEOPLE_ALONE = new RegExp(`^${PEOPLE.source}$`);
const PEOPLE_ALL = new RegExp(PEOPLE.source, 'g');

export const KNOWN_TOPICS: readonly TopicNotes[] = TOPICS;
