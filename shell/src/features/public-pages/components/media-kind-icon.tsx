import ArticleIcon from '@mui/icons-material/Article';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import VideocamIcon from '@mui/icons-material/Videocam';
import type { MediaKind } from '../model/media-lookup';

const ICONS = {
  article: ArticleIcon,
  book: MenuBookIcon,
  video: VideocamIcon,
  podcast: PodcastsIcon,
};

export function MediaKindIcon({ kind }: { kind: MediaKind }) {
  const Icon = ICONS[kind];
  return <Icon fontSize="small" aria-hidden />;
}
