import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from '@astro/shared';

export interface LinkCard {
  to: string;
  title: string;
  text: string;
  icon?: ReactNode;
}

/** Cards that each lead to one page; the whole card is the link, named by its title. */
export function LinkCardGrid({
  cards,
  headingLevel = 2,
  columns = 3,
}: {
  cards: LinkCard[];
  headingLevel?: 2 | 3;
  columns?: 3 | 4;
}) {
  const idPrefix = useId();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {cards.map((card, index) => (
        <li key={card.to}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={card.to}
              sx={{ height: '100%', alignItems: 'flex-start' }}
            >
              <CardContent>
                {card.icon && (
                  <Box aria-hidden sx={{ color: 'primary.main', mb: 1 }}>
                    {card.icon}
                  </Box>
                )}
                <Typography
                  id={`${idPrefix}-${index}-title`}
                  component={`h${headingLevel}`}
                  variant="h6"
                  gutterBottom
                >
                  {card.title}
                </Typography>
                <Typography id={`${idPrefix}-${index}-text`} color="text.secondary">
                  {card.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
