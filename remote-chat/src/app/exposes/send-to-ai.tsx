import type { ExposedWidget, SameProps, SendToAiWidgetProps } from '@astro/shared';
import { SendToAi, type SendToAiProps } from '../../features/send-to-ai';

// The widget contract and this remote's component agree prop for prop.
const _sameProps: SameProps<SendToAiProps, SendToAiWidgetProps> = true;

/**
 * `./SendToAi` for other apps: render it once per page, with no props, and mark any element
 * whose text may be sent with the attribute `data-send-to-ai` (its value, e.g. a lesson title,
 * tells the AI where the text comes from):
 *
 *   <article data-send-to-ai="Lesson: The houses">…</article>
 *   <RemoteWidget id="astro_chat/SendToAi" fallback={null} />
 *
 * Only the selection watcher and the Analyze button load with the page; the steps load on use.
 */
const SendToAiWidget: ExposedWidget<'astro_chat/SendToAi'> = (props) => <SendToAi {...props} />;

export default SendToAiWidget;
