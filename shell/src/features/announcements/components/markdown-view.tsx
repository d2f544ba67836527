import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { parseLightMarkdown, type Block, type Inline } from '../model/light-markdown';

function InlineView({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.kind) {
          case 'text':
            return <Fragment key={index}>{node.text}</Fragment>;
          case 'strong':
            return (
              <strong key={index}>
                <InlineView nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={index}>
                <InlineView nodes={node.children} />
              </em>
            );
          case 'code':
            return (
              <Box key={index} component="code" sx={{ fontFamily: 'monospace', fontSize: '0.9em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}>
                {node.text}
              </Box>
            );
          case 'link':
            return (
              <Link key={index} href={node.href} target="_blank" rel="noopener noreferrer" >
                <InlineView nodes={node.children} />
              </Link>
            );
        }
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      // Headings inside an announcement are styled small and never outrank the page's own.
      return (
        <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700, mt: 1 }}>
          <InlineView nodes={block.children} />
        </Typography>
      );
    case 'paragraph':
      return (
        <Typography variant="body2" sx={{ my: 0.5 }}>
          <InlineView nodes={block.children} />
        </Typography>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Box component={Tag} sx={{ my: 0.5, pl: 3, typography: 'body2' }}>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineView nodes={item} />
            </li>
          ))}
        </Box>
      );
    }
    case 'codeblock':
      return (
        <Box component="pre" sx={{ my: 0.5, p: 1, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: '0.8rem' }}>
          <code>{block.text}</code>
        </Box>
      );
  }
}

/** Renders announcement markdown as React elements only: no HTML string ever reaches the DOM. */
export function MarkdownView({ source }: { source: string }) {
  const blocks = useMemo(() => parseLightMarkdown(source), [source]);
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </>
  );
}
