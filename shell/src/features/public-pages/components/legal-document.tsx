import { Page } from '@astro/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  heading: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  /** ISO date of the last change, shown to the reader. */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A long legal text: date of the last change, a table of contents, then numbered sections. */
export function LegalDocument({
  title,
  description,
  updated,
  intro,
  sections,
}: LegalDocumentProps) {
  const updatedLabel = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(updated));
  return (
    <Page title={title} description={description} maxWidth={880}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Last updated: <time dateTime={updated}>{updatedLabel}</time>
      </Typography>
      <Box sx={{ '& p': { mb: 1.5 }, '& li': { mb: 0.75 } }}>{intro}</Box>
      <Box
        component="nav"
        aria-labelledby="legal-contents"
        sx={{ my: 3, p: 2, bgcolor: 'background.paper', borderRadius: 2 }}
      >
        <Typography id="legal-contents" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 } }}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`}>{section.heading}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          sx={{ mb: 3, scrollMarginTop: 80, '& p': { mb: 1.5 }, '& li': { mb: 0.75 } }}
        >
          <Typography
            id={`${section.id}-heading`}
            variant="h2"
            sx={{ fontSize: '1.4rem', mb: 1.5 }}
          >
            {index + 1}. {section.heading}
          </Typography>
          {section.content}
        </Box>
      ))}
    </Page>
  );
}

/** A paragraph of legal text with the body typography. */
export function P({ children }: { children: ReactNode }) {
  return <Typography component="p">{children}</Typography>;
}

export function Bullets({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, typography: 'body1' }}>
      {children}
    </Box>
  );
}
