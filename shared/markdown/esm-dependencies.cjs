// The pipeline's dependencies ship as ES modules only; Jest (CommonJS) has them compiled by swc.
module.exports = [
  'unified',
  'remark-[^/]+',
  'rehype-[^/]+',
  'micromark[^/]*',
  'mdast-util-[^/]+',
  'unist-util-[^/]+',
  'hast-util-[^/]+',
  'vfile[^/]*',
  'character-[^/]+',
  'estree-util-[^/]+',
  'trough|is-plain-obj|devlop|bail|space-separated-tokens|property-information|zwitch',
  'decode-named-character-reference|longest-streak|stringify-entities|parse-entities',
  'is-hexadecimal|is-decimal|is-alphanumerical|is-alphabetical|ccount|comma-separated-tokens',
  'trim-lines|@ungap/structured-clone|html-void-elements|markdown-table|escape-string-regexp',
  'retext[^/]*|nlcst-[^/]+|parse-latin|array-iterate',
].join('|');
