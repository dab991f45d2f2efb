// The parts of Swiper the hero sliders use, in one module to load on demand (use-swiper.ts): its core and Autoplay.
// Named here, not taken from `import('swiper/modules')`, whose namespace would bring all of Swiper's modules along.
export { default as Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';
