// The shell's CSS belongs to the entry, so the built index.html links it in <head> (the server inlines it): a
// prerendered page is styled before any script runs.
import './styles.css';

// Async boundary: lets Module Federation negotiate shared singletons before any of them is used. Over a
// prerendered page (the server marks #root) the browser paints the HTML first; the shell starts on the next frame.
const start = () => import('./bootstrap');
// (A hidden tab gets no frames, so it starts at once.)
const prerendered = document.getElementById('root')?.hasAttribute('data-prerendered');
if (prerendered && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else void start();
