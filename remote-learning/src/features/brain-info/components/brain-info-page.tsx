import { LoadingFallback, Page } from '@astro/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@astro/shared';
import { useGetBrainCatalogQuery } from '../api/brain-catalog-api';
import type { BrainSummary } from '../model/brain-catalog';

export default function BrainInfoPage() {
  const { data, isLoading, error, refetch } = useGetBrainCatalogQuery();
  return (
    <Page
      title="About the Brains"
      description="What each AI brain is for and knows, how its answers are grounded and cited, and what is sent to the AI provider."
      source="learning"
    >
      <Typography sx={{ mb: 3 }}>
        Brains are specialised AI assistants. Each one has its own instructions and its own library
        of knowledge documents written for this app, and it uses that library to ground its answers.
        This page explains what each brain is for, what it knows, and exactly what leaves the app
        when you ask a question.
      </Typography>
      <Button component={RouterLink} to="/brains" variant="contained" sx={{ mb: 4 }}>
        Open the brains
      </Button>

      <Box component="section" aria-labelledby="brains-heading" sx={{ mb: 5 }}>
        <Typography id="brains-heading" variant="h4" component="h2" gutterBottom>
          The brains and what they know
        </Typography>
        {isLoading && <LoadingFallback />}
        {error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            The list of brains could not be loaded. The explanations below still apply to every
            brain.
          </Alert>
        )}
        {data && data.length === 0 && <Typography>No brains are available yet.</Typography>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {data?.map((brain) => (
            <BrainCard key={brain.id} brain={brain} />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="grounding-heading" sx={{ mb: 5 }}>
        <Typography id="grounding-heading" variant="h4" component="h2" gutterBottom>
          How answers are grounded and cited
        </Typography>
        <Box component="ol" sx={{ pl: 3, '& > li': { mb: 1.5 } }}>
          <Typography component="li">
            <strong>Search.</strong> When you ask a question, the brain service searches that
            brain's knowledge documents. Each document is split into passages of about a paragraph,
            indexed with full-text search, and the passages that share the most (and the rarest)
            words with your question are chosen; a match in a document's title counts extra.
          </Typography>
          <Typography component="li">
            <strong>Prompt.</strong> The best passages are numbered and placed in the brain's
            instructions, with the rule to ground the answer in them, to cite them by number like
            [1], and to say so when they do not cover the question. If nothing matches, the brain is
            told to answer from general knowledge and to say that it is doing so.
          </Typography>
          <Typography component="li">
            <strong>Sources.</strong> The answer is stored in your chat history together with the
            list of passages it was given: each with its number, document title, source and a short
            excerpt. The chat shows these so you can check where a claim comes from.
          </Typography>
          <Typography component="li">
            <strong>Limits.</strong> A language model can still misread or go beyond its sources.
            Citations show what the brain was given, not a guarantee; treat answers as a starting
            point for your own reflection.
          </Typography>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="privacy-heading" sx={{ mb: 5 }}>
        <Typography id="privacy-heading" variant="h4" component="h2" gutterBottom>
          What is sent to the AI provider
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Questions are answered by a large language model from an external AI provider (xAI's Grok
          models), called from our server, never directly from your browser. For each question the
          provider receives:
        </Typography>
        <Box component="ul" sx={{ pl: 3, '& > li': { mb: 1 } }}>
          <Typography component="li">
            the brain's instructions and the numbered knowledge passages chosen for your question;
          </Typography>
          <Typography component="li">
            the earlier messages of the same chat (yours and the brain's), so it can follow the
            conversation;
          </Typography>
          <Typography component="li">your question.</Typography>
        </Box>
        <Typography sx={{ mb: 2 }}>
          It does not receive your e-mail address, your password, your saved charts, your lesson
          progress or any other chat. Your birth data reaches the provider only if you write it into
          a question yourself. Text you send with <em>Send to AI</em> (for example a passage from a
          lesson) is sent the same way as a question.
        </Typography>
        <Typography>
          Your chats are stored in this app's database, readable only by you. The provider's own
          handling of the requests is governed by its terms; see our{' '}
          <Link component={RouterLink} to="/legal/privacy-policy">
            privacy policy
          </Link>
          .
        </Typography>
      </Box>

      <Button component={RouterLink} to="/brains" variant="outlined">
        Choose a brain to chat with
      </Button>
    </Page>
  );
}

function BrainCard({ brain }: { brain: BrainSummary }) {
  const headingId = `brain-${brain.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} data-brain={brain.id}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3" gutterBottom>
          {brain.emoji && (
            <Box component="span" aria-hidden sx={{ mr: 1 }}>
              {brain.emoji}
            </Box>
          )}
          {brain.title}
        </Typography>
        {brain.description && <Typography sx={{ mb: 1.5 }}>{brain.description}</Typography>}
        <Typography variant="subtitle2" component="h4">
          What it knows
        </Typography>
        {brain.topics.length > 0 ? (
          <Box component="ul" sx={{ pl: 3, mt: 0.5, mb: 1.5 }}>
            {brain.topics.map((topic) => (
              <Typography component="li" variant="body2" key={topic.id}>
                {topic.title}
                {topic.source ? (
                  <Box
                    component="span"
                    sx={{ color: 'text.secondary' }}
                  >{` — ${topic.source}`}</Box>
                ) : null}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            No knowledge documents yet: it answers from its instructions and the model's general
            knowledge, and says so.
          </Typography>
        )}
        {brain.instructions && (
          <Box component="details">
            <Typography
              component="summary"
              variant="body2"
              sx={{ cursor: 'pointer', fontWeight: 600 }}
            >
              Instructions it follows
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {brain.instructions}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
