import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types.
import { withoutStaticFlight } from './static-flight.mjs';

/** A push script as Next.js writes it. */
const push = (data: string) => `<script>self.__next_f.push(${JSON.stringify([1, data]).replace(/</g, '\\u003c')})</script>`;
/** The RSC data of a page's push scripts, joined. */
const dataOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)].map((m) => (JSON.parse(m[1]!) as [number, string])[1]).join('');

// Row 0 is the root; 5 is StaticContent, 6 another client component. The story's body (rows 8 and
// 9, and the text row a) is only StaticContent's children; row 7 is also the header's.
const rows = [
  ':HL["/_next/static/chunks/a.css","style"]',
  '0:{"P":null,"c":["","de"],"f":[["$","div",null,{"children":["$L7",["$","$L5",null,{"className":"prose","children":["$L8",["$","p",null,{"children":"$a"}]]}],["$","$L6",null,{"locale":"de"}]]}]]}',
  '5:I[608266,["$2"],"StaticContent"]',
  '6:I[636871,["$2"],"HelpNearYou"]',
  '7:["$","header",null,{"children":"Exhale"}]',
  '8:["$","section","s1",{"children":[["$","h2",null,{"children":"Deine Daten"}],"$L9"]}]',
  '9:["$","p",null,{"children":"Heute </script> & morgen"}]',
];
const text = 'a:T6,Glück';
const DATA = `${rows.slice(0, 5).join('\n')}\n${rows.slice(5).join('\n')}\n${text}`;
/** A page with this data split across two pushes in the middle of a row, as a stream may be. */
function pageOf(data: string) {
  const cut = data.indexOf('"Deine') + 3;
  return `<html><body><main>Text</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(data.slice(0, cut))}<p>more</p>${push(data.slice(cut))}</body></html>`;
}
const PAGE = pageOf(DATA);

describe('static content out of the document’s RSC data', () => {
  it('nulls StaticContent’s children and drops the rows only they referred to', () => {
    const html = withoutStaticFlight(PAGE);
    const data = dataOf(html);
    expect(data).toContain('["$","$L5",null,{"className":"prose","children":null}]');
    expect(data).not.toContain('Deine Daten');
    expect(data).not.toContain('Heute');
    expect(data).not.toContain('Glück');
    expect(data).not.toMatch(/(^|\n)[89a]:/);
    // The rest is as it was: the root's other parts, the header's row, the client references, the hint.
    expect(data).toContain('7:["$","header",null,{"children":"Exhale"}]\n');
    expect(data).toContain('["$","$L6",null,{"locale":"de"}]');
    expect(data).toContain('6:I[636871,["$2"],"HelpNearYou"]\n');
    expect(data).toContain(':HL["/_next/static/chunks/a.css","style"]\n');
    expect(data.startsWith(':HL')).toBe(true);
    // One push, where the first was; the page around it untouched, and no raw "<" in the script.
    expect(html.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(html).toContain('<main>Text</main><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,');
    expect(html).toContain('<p>more</p></body>');
  });

  it('keeps a row that the rest of the page still uses', () => {
    const shared = pageOf(DATA.replace('"children":"Exhale"', '"children":"$L9"'));
    const data = dataOf(withoutStaticFlight(shared));
    expect(data).toContain('9:["$","p",null,{"children":"Heute </script> & morgen"}]\n');
    expect(withoutStaticFlight(shared)).not.toContain('</script> &');
  });

  it('follows every kind of reference from the root: maps, sets and paths', () => {
    // The header (row 7) and a client reference (row 6) are reached from the root only through a
    // map, a set and a path, and the dropped body refers to both.
    const data = [
      '0:{"f":"$Q3","g":"$W4","h":"$c:props:children"}',
      '3:[["k","$L7"]]',
      '4:["$L6"]',
      '5:I[1,[],"StaticContent"]',
      '6:I[2,[],"IconMark"]',
      '7:["$","header",null,{"children":["$","$L6",null,{}]}]',
      'c:["$","div",null,{"children":["$","$L5",null,{"children":["$L8","$7"]}]}]',
      '8:["$","p",null,{"children":["$","$L6",null,{}]}]',
      '',
    ].join('\n');
    const kept = dataOf(withoutStaticFlight(`<html><body>${push(data)}</body></html>`));
    expect(kept).toBe(data.replace('{"children":["$L8","$7"]}', '{"children":null}').replace('8:["$","p",null,{"children":["$","$L6",null,{}]}]\n', ''));
  });

  it('keeps every row of an id that comes more than once (a stream: its start, items and end)', () => {
    const data = ['0:["$","div",null,{"children":["$","$L5",null,{"children":"$L8"}],"s":"$@6"}]', '5:I[1,[],"StaticContent"]', '6:X', '6:{"a":1}', '6:C', '8:["$","p",null,{}]', ''].join('\n');
    const kept = dataOf(withoutStaticFlight(`<html><body>${push(data)}</body></html>`));
    expect(kept).toBe('0:["$","div",null,{"children":["$","$L5",null,{"children":null}],"s":"$@6"}]\n5:I[1,[],"StaticContent"]\n6:X\n6:{"a":1}\n6:C\n');
  });

  it('reads ids that begin with a letter whole, with or without a kind', () => {
    const data = ['0:{"a":"$ab:props:style","b":"$c3","d":["$","$L5",null,{"children":["$Lab","$Lc3"]}]}', '5:I[1,[],"StaticContent"]', 'ab:["$","p",null,{"style":{"x":1}}]', 'c3:["$","p",null,{}]', ''].join('\n');
    const kept = dataOf(withoutStaticFlight(`<html><body>${push(data)}</body></html>`));
    expect(kept).toBe(data.replace('"children":["$Lab","$Lc3"]', '"children":null'));
  });

  it('drops a row whose id begins with a letter when only the content reached it', () => {
    const data = ['0:["$","$L5",null,{"children":"$Lab"}]', '5:I[1,[],"StaticContent"]', 'ab:["$","p",null,{}]', ''].join('\n');
    expect(dataOf(withoutStaticFlight(`<html><body>${push(data)}</body></html>`))).toBe('0:["$","$L5",null,{"children":null}]\n5:I[1,[],"StaticContent"]\n');
  });

  it('leaves the document alone when a path through another row leads into the content', () => {
    // Row 1's child is row 7 (a lazy reference), whose StaticContent holds what the path names.
    const data = ['0:{"a":"$L1","b":"$1:props:children:props:children:0:props"}', '1:["$","div",null,{"children":"$L7"}]', '5:I[1,[],"StaticContent"]', '7:["$","$L5",null,{"children":[["$","p",null,{"id":"x"}]]}]', ''].join('\n');
    const page = `<html><body>${push(data)}</body></html>`;
    expect(withoutStaticFlight(page)).toBe(page);
    // A path through the same rows to something still there does not stop it.
    const beside = data.replace('"$1:props:children:props:children:0:props"', '"$1:props:children:props:className"').replace('{"children":[["$","p"', '{"className":"prose","children":[["$","p"');
    expect(dataOf(withoutStaticFlight(`<html><body>${push(beside)}</body></html>`))).toContain('7:["$","$L5",null,{"className":"prose","children":null}]');
  });

  it('leaves the document alone when a path leads into the content taken out, or it holds binary data', () => {
    const into = ['0:{"a":"$1:props:children:0:props","b":"$L1"}', '1:["$","$L5",null,{"children":[["$","p",null,{"id":"x"}]]}]', '5:I[1,[],"StaticContent"]', ''].join('\n');
    const page = `<html><body>${push(into)}</body></html>`;
    expect(withoutStaticFlight(page)).toBe(page);
    const binary = pageOf(DATA).replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
    expect(withoutStaticFlight(binary)).toBe(binary);
    const typed = `<html><body>${push(`0:["$","$L5",null,{"children":"$L8"}]\n5:I[1,[],"StaticContent"]\n8:o3,abc9:null\n`)}</body></html>`;
    expect(withoutStaticFlight(typed)).toBe(typed);
  });

  it('keeps the nonce of a page rendered per request', () => {
    const page = pageOf(DATA).replaceAll('<script>self.__next_f', '<script nonce="n0nce">self.__next_f');
    const html = withoutStaticFlight(page);
    expect(html).toContain('<script nonce="n0nce">self.__next_f.push([1,');
    expect(html).not.toContain('Deine Daten');
  });

  it('reads text rows by their length in bytes', () => {
    // The text row holds a newline and a multi-byte character, and a row follows it.
    const textRow = 'b:T8,Zeile\nä';
    const page = `<html><body>${push(`0:["$","$L5",null,{"children":"$b"}]\n5:I[1,[],"StaticContent"]\n${textRow}c:["$","p",null,{}]\n`)}</body></html>`;
    const data = dataOf(withoutStaticFlight(page));
    expect(data).toBe('0:["$","$L5",null,{"children":null}]\n5:I[1,[],"StaticContent"]\nc:["$","p",null,{}]\n');
  });

  it('leaves a page alone without StaticContent, or with data it does not understand', () => {
    const plain = pageOf(DATA.replace('"StaticContent"', '"Other"'));
    expect(withoutStaticFlight(plain)).toBe(plain);
    const odd = pageOf(DATA.replace('8:["$","section"', '8:["$","section",}'));
    expect(withoutStaticFlight(odd)).toBe(odd);
    expect(withoutStaticFlight('<html><body>no data</body></html>')).toBe('<html><body>no data</body></html>');
  });
});
