/**
 * Emotion styles: in every HTML file, each server-rendered Emotion style tag goes to the end of `<head>`, handed over to
 * the client cache, so no script moves a style tag and no element is painted before its style
 * (scripts/html/emotion-style-order.ts). Runs before the security headers step (85); style tags hold no script.
 */
import { hoistEmotionStyles } from '../../html/emotion-style-order';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

const emotionStyleOrder: BuildStep = ({ outDir }) => rewriteHtmlFiles(outDir, hoistEmotionStyles);
export default emotionStyleOrder;
