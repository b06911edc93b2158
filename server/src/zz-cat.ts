import { TEMPLATE_CATALOGUE } from './areas/discovery/templates/catalogue';
import { asFramework, forOfflineWriter } from './areas/generator/frameworks';
import { composeOfflinePost } from './integrations/llm/offline-writer';
const persona = { job_title: 'Head of Product', industry: 'B2B software', audience: 'Product managers and founders', tone: 'Friendly and conversational', self_description: 'I build products people love and write about what I learn shipping them.' };
let short = 0;
for (const t of TEMPLATE_CATALOGUE) {
  const topic = t.example_topic.charAt(0).toLowerCase() + t.example_topic.slice(1);
  const userInput = `Write a ${t.name} post about ${topic}`;
  const post = composeOfflinePost({ userInput, persona, framework: forOfflineWriter(asFramework(t)), viralContext: null, previousDraft: null, seed: 7 });
  const flag = post.length < 200 ? 'SHORT' : post.length < 500 ? 'thin' : 'ok';
  if (post.length < 200) short++;
  console.log(`\n=== ${t.id} [${flag} ${post.length}] ${userInput}\n${process.argv[2] === 'all' || post.length < 500 ? post : post.slice(0, 150)}`);
}
console.log('\nSHORT', short);
