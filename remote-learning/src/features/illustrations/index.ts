export { default as LessonIllustration } from './components/lesson-illustration';
