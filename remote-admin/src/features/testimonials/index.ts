export { TestimonialsManager } from './components/testimonials-manager';
