export { useRecordLessonOpened, LESSON_OPENED_FEATURE } from './record-lesson-opened';
