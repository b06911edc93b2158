import { SseParser } from './sse';

describe('SseParser', () => {
  it('parses events, ignores comments and other fields, joins multi-line data', () => {
    const p = new SseParser();
    const events = p.push(': keep-alive\n\nid: 1\nevent: delta\ndata: a\ndata: b\nretry: 10\n\ndata: [DONE]\n\n');
    expect(events).toEqual([
      { event: 'delta', data: 'a\nb' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('handles events split at any byte, including inside CRLF', () => {
    const text = 'data: {"x":1}\r\n\r\ndata:{"y":2}\r\n\r\n: ping\r\n\r\ndata: z\n\n';
    for (let size = 1; size <= 7; size++) {
      const p = new SseParser();
      const events = [];
      for (let i = 0; i < text.length; i += size) events.push(...p.push(text.slice(i, i + size)));
      events.push(...p.end());
      expect(events.map((e) => e.data)).toEqual(['{"x":1}', '{"y":2}', 'z']);
    }
  });

  it('accepts bare CR line endings and a last event without its blank line', () => {
    const p = new SseParser();
    expect(p.push('data: one\r\rdata: two')).toEqual([{ event: 'message', data: 'one' }]);
    expect(p.end()).toEqual([{ event: 'message', data: 'two' }]);
  });
});
