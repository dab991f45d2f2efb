import type { BlockProps } from '@/renderer/block-props';
import type { HeroSlider } from '@/codegen/out/types';
import { HeroSliderView } from '@/renderer/ui/HeroSlider';

export default function HeroSliderBlock({ content }: BlockProps<HeroSlider>) {
  return <HeroSliderView titel={content.titel} slides={content.slides} />;
}
