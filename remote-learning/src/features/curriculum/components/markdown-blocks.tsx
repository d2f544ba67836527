import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from '@astro/shared';
import type { Block, Inline } from '../../../content-schema/lesson-schema';

/** Internal links stay in the app; a lesson link becomes /learning?lesson=…. */
function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('?lesson=')) {
    return (
      <Link component={RouterLink} to={`/learning${href}`}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

function Inlines({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        switch (node.type) {
          case 'text':
            return <Fragment key={index}>{node.value}</Fragment>;
          case 'strong':
            return (
              <strong key={index}>
                <Inlines nodes={node.children} />
              </strong>
            );
          case 'emphasis':
            return (
              <em key={index}>
                <Inlines nodes={node.children} />
              </em>
            );
          case 'code':
            return <code key={index}>{node.value}</code>;
          case 'link':
            return (
              <InlineLink key={index} href={node.href}>
                <Inlines nodes={node.children} />
              </InlineLink>
            );
          case 'break':
            return <br key={index} />;
        }
      })}
    </>
  );
}

/**
 * Renders the Markdown tree compiled at build time. Only these node types exist, and text is
 * always rendered as text, so nothing in a lesson can inject markup.
 */
export function MarkdownBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <Typography key={index} sx={{ mb: 2, lineHeight: 1.7 }}>
                <Inlines nodes={block.children} />
              </Typography>
            );
          case 'heading':
            return (
              <Typography
                key={index}
                variant={block.level === 2 ? 'h5' : 'h6'}
                component={block.level === 2 ? 'h2' : 'h3'}
                sx={{ mt: 3, mb: 1.5 }}
              >
                <Inlines nodes={block.children} />
              </Typography>
            );
          case 'list':
            return (
              <Box
                key={index}
                component={block.ordered ? 'ol' : 'ul'}
                sx={{ pl: 3, mb: 2, '& > li': { mb: 0.75 } }}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <ListItemBlocks blocks={item} />
                  </li>
                ))}
              </Box>
            );
          case 'blockquote':
            return (
              <Box
                key={index}
                component="blockquote"
                sx={{
                  borderLeft: 4,
                  borderColor: 'primary.main',
                  pl: 2,
                  mx: 0,
                  my: 2,
                  fontStyle: 'italic',
                }}
              >
                <MarkdownBlocks blocks={block.children} />
              </Box>
            );
          case 'rule':
            return <Divider key={index} sx={{ my: 3 }} />;
        }
      })}
    </>
  );
}

/** A list item's paragraphs read as one line of text, without paragraph margins. */
function ListItemBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <Typography key={index} component="span" sx={{ display: 'block', lineHeight: 1.7 }}>
            <Inlines nodes={block.children} />
          </Typography>
        ) : (
          <MarkdownBlocks key={index} blocks={[block]} />
        ),
      )}
    </>
  );
}
