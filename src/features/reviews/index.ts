// The reviews slice's public API: other slices and the app import from here only.
export { ReviewsSection } from './components/ReviewsSection';
