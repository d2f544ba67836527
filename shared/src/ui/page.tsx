import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

export interface PageProps {
  title: string;
  /** Sets the document's meta description for this page. */
  description?: string;
  children: ReactNode;
  /** Set by remotes so tests and tooling can tell which app rendered the page. */
  source?: string;
  maxWidth?: number;
}

/** A page with its own document title, meta description and one h1. */
export function Page({ title, description, children, source, maxWidth = 1100 }: PageProps) {
  useEffect(() => {
    document.title = `${title} · Astro`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
  return (
    <Box component="section" data-source={source} sx={{ maxWidth, mx: 'auto', px: { xs: 2, md: 3 }, py: 4 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
