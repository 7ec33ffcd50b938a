// /home is the same page as /; its canonical link points search engines at /.
export { default, metadata } from '../page';
