// The async boundary lets Module Federation agree on the shared singletons before React loads.
import('./bootstrap');
