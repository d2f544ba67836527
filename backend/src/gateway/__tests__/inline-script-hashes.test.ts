import { inlineScriptHashes } from '../inline-script-hashes';

describe('inlineScriptHashes', () => {
  it('hashes the text of inline scripts the way CSP does, and skips scripts with a src', () => {
    const html =
      '<head><script>alert(1)</script><script defer src=/main.js></script>' +
      '<script type="module" src="/x.js"></script><script>  </script></head>';
    // openssl: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });

  it('lists each distinct script once', () => {
    expect(
      inlineScriptHashes('<script>a()</script><script>a()</script><script>b()</script>'),
    ).toHaveLength(2);
  });
});
