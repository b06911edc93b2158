import type { RemotesConfig } from 'shared/contracts';

type Loader = typeof import('./index');

const DOC: RemotesConfig = {
  remotes: { auth: '/mfe/auth/mf-manifest.json' },
  sandbox: { linkedin: true, payments: true, mail: true, llm: false },
  llm_model: 'gpt-test',
};

const g = globalThis as Record<string, unknown>;
let inline: string | null;
let fetches: string[];
let answer: () => Promise<Response>;

beforeEach(() => {
  inline = null;
  fetches = [];
  answer = async () => new Response(JSON.stringify(DOC), { status: 200 });
  g.document = { getElementById: (id: string) => (id === 'remotes-config' && inline !== null ? { textContent: inline } : null) };
  g.fetch = (url: string) => {
    fetches.push(url);
    return answer();
  };
});

afterAll(() => {
  delete g.document;
});

/** A fresh copy of the module: its cache is per page, and each test is a new page. */
function freshLoader(): Loader {
  let mod!: Loader;
  jest.isolateModules(() => {
    mod = require('./index');
  });
  return mod;
}

describe('loadRemotesConfig', () => {
  test('uses the copy inlined into index.html and makes no request', async () => {
    inline = JSON.stringify(DOC);
    const { loadRemotesConfig } = freshLoader();
    await expect(loadRemotesConfig()).resolves.toEqual(DOC);
    expect(fetches).toEqual([]);
  });

  test('without an inline copy, fetches /remotes.json once for every caller of the page', async () => {
    const { loadRemotesConfig } = freshLoader();
    const [a, b, c] = await Promise.all([loadRemotesConfig(), loadRemotesConfig(), loadRemotesConfig()]);
    await loadRemotesConfig();
    expect(fetches).toEqual(['/remotes.json']);
    expect(a).toEqual(DOC);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  test('a malformed inline copy falls back to the request', async () => {
    inline = '{"remotes": ';
    const { loadRemotesConfig } = freshLoader();
    await expect(loadRemotesConfig()).resolves.toEqual(DOC);
    expect(fetches).toHaveLength(1);
  });

  test('a failed request is not kept: the next caller fetches again', async () => {
    answer = async () => new Response('down', { status: 503 });
    const { loadRemotesConfig } = freshLoader();
    await expect(loadRemotesConfig()).rejects.toThrow('remotes.json answered 503');
    answer = async () => new Response(JSON.stringify(DOC), { status: 200 });
    await expect(loadRemotesConfig()).resolves.toEqual(DOC);
    expect(fetches).toHaveLength(2);
  });

  test('a document without sandbox flags or model reads as no sandbox and no model', async () => {
    inline = JSON.stringify({ remotes: {} });
    const { loadRemotesConfig } = freshLoader();
    await expect(loadRemotesConfig()).resolves.toEqual({
      remotes: {},
      sandbox: { linkedin: false, payments: false, mail: false, llm: false },
      llm_model: null,
    });
  });

  test('a body that is not the document is an error, not an empty map', async () => {
    answer = async () => new Response('[1,2]', { status: 200 });
    const { loadRemotesConfig } = freshLoader();
    await expect(loadRemotesConfig()).rejects.toThrow('malformed');
  });
});

describe('remotesConfigNow', () => {
  test('gives the inlined copy at once, with no request, for a screen\'s first render', () => {
    inline = JSON.stringify(DOC);
    const { remotesConfigNow } = freshLoader();
    expect(remotesConfigNow()).toEqual(DOC);
    expect(fetches).toEqual([]);
  });

  test('without an inline copy: null until the request has answered, then the document', async () => {
    const { loadRemotesConfig, remotesConfigNow } = freshLoader();
    expect(remotesConfigNow()).toBeNull();
    const doc = await loadRemotesConfig();
    expect(remotesConfigNow()).toBe(doc);
  });
});
