/**
 * Emotion style order: in every HTML file, each server-rendered Emotion style tag moves before the first element that
 * uses it, so nothing is painted unstyled and then jumps (scripts/html/emotion-style-order.ts). Runs before the
 * security headers step (85); moving style tags changes no script.
 */
import { orderEmotionStyles } from '../../html/emotion-style-order';
import { rewriteHtmlFiles } from '../rewrite-html';
import type { BuildStep } from '../types';

const emotionStyleOrder: BuildStep = ({ outDir }) => rewriteHtmlFiles(outDir, orderEmotionStyles);
export default emotionStyleOrder;
