// Async boundary: lets Module Federation negotiate shared singletons before any of them is used.
import('./bootstrap');
