import { useDocumentTitle } from "@/app/document-title";
import { CtaSection } from "@/features/home/cta-section";
import { EditorPreviewSection } from "@/features/home/editor-preview-section";
import { FeaturesSection } from "@/features/home/features-section";
import { HeroSection } from "@/features/home/hero-section";
import { LeaderboardPreviewSection } from "@/features/home/leaderboard-preview-section";
import { PopularChallengesSection } from "@/features/home/popular-challenges-section";
import { StatsSection } from "@/features/home/stats-section";

/** Home (/): the sections of spec section 2, in order. All content is static but the Popular Challenges cards. */
export default function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <PopularChallengesSection />
      <EditorPreviewSection />
      <StatsSection />
      <LeaderboardPreviewSection />
      <CtaSection />
    </>
  );
}
