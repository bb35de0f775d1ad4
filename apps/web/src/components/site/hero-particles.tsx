/** Decorative floating particles over the hero; hidden when the visitor prefers less motion. */
const PARTICLES = Array.from({ length: 14 }, (_, index) => ({
  left: `${(index * 37 + 11) % 100}%`,
  top: `${(index * 53 + 23) % 90}%`,
  size: 4 + (index % 4) * 2,
  delay: `${(index % 7) * -1.3}s`,
  duration: `${7 + (index % 5)}s`,
}));

export function HeroParticles() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden motion-reduce:hidden"
    >
      {PARTICLES.map((particle, index) => (
        <span
          key={index}
          className="absolute animate-float rounded-full bg-brand-300/70"
          style={{
            left: particle.left,
            top: particle.top,
            width: particle.size,
            height: particle.size,
            animationDelay: particle.delay,
            animationDuration: particle.duration,
          }}
        />
      ))}
    </div>
  );
}
