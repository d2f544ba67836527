import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@astro/shared';
import type { SearchDocument } from '../../../content-schema/lesson-schema';
import { findModule, loadSearchDocuments } from '../model/catalog';
import { queryWords, searchLessons } from '../model/lesson-search';

/** Full-text search over every lesson; the text index is its own chunk, fetched on first use. */
export function LessonSearch({
  query,
  onQueryChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const [documents, setDocuments] = useState<SearchDocument[] | null>(null);
  const [failed, setFailed] = useState(false);
  const active = queryWords(query).length > 0;

  useEffect(() => {
    if (!active || documents) return;
    let cancelled = false;
    loadSearchDocuments().then(
      (docs) => !cancelled && setDocuments(docs),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [active, documents]);

  const hits = documents && active ? searchLessons(documents, query) : [];
  return (
    <Box component="section" aria-labelledby="search-heading" sx={{ mb: 4 }} role="search">
      <Typography id="search-heading" variant="h5" component="h2" gutterBottom>
        Search the lessons
      </Typography>
      <TextField
        label="Search lessons"
        type="search"
        fullWidth
        value={query}
        onChange={(event) => {
          setFailed(false);
          onQueryChange(event.target.value);
        }}
        helperText="Find any word in the lesson texts, e.g. “retrograde” or “Midheaven”."
      />
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {failed && (
          <Alert severity="error">
            Search is unavailable right now. Check your connection and try again.
          </Alert>
        )}
        {active && documents && (
          <>
            <Typography variant="body2" color="text.secondary">
              {hits.length === 0
                ? `No lesson mentions “${query.trim()}”.`
                : `${hits.length} ${hits.length === 1 ? 'lesson matches' : 'lessons match'}.`}
            </Typography>
            <List aria-label="Search results">
              {hits.map((hit) => (
                <ListItem key={hit.slug} disableGutters sx={{ display: 'block' }}>
                  <Link
                    component={RouterLink}
                    to={`/learning?lesson=${hit.slug}`}
                    sx={{ fontWeight: 600 }}
                  >
                    {hit.title}
                  </Link>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ ml: 1 }}
                  >
                    {findModule(hit.moduleSlug)?.title}
                  </Typography>
                  <Typography variant="body2">
                    {hit.snippet.map((part, index) =>
                      part.match ? (
                        <Box
                          component="mark"
                          key={index}
                          sx={{
                            bgcolor: 'primary.main',
                            color: 'primary.contrastText',
                            px: 0.25,
                            borderRadius: 0.5,
                          }}
                        >
                          {part.text}
                        </Box>
                      ) : (
                        <span key={index}>{part.text}</span>
                      ),
                    )}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Box>
    </Box>
  );
}
