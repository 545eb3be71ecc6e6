export { EventReviewsSection } from './components/EventReviewsSection.tsx';
