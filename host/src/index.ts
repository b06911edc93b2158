// The shell's CSS belongs to the entry, so the built index.html links it in <head> (the server inlines it): a
// prerendered page is styled before any script runs.
import './styles.css';

// Async boundary: lets Module Federation negotiate shared singletons before any of them is used.
import('./bootstrap');
