import { useState } from 'react';
import brandLogo from '../assets/bouwwerk-logo.svg';
import { paths } from '../lib/paths';

interface CompanyLogoProps {
  organisation: string | null | undefined;
  logoExt: string | null | undefined;
  /** Empty for a decorative logo. */
  alt: string;
  className?: string;
}

/** The company's logo from /company-assets, or the Bouwwerk logo when it is unknown or fails to load. */
export function CompanyLogo({ organisation, logoExt, alt, className }: CompanyLogoProps) {
  const companySrc = organisation && logoExt ? paths.companyAsset.getHref(organisation, logoExt) : null;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = companySrc && companySrc !== failedSrc ? companySrc : brandLogo;

  return (
    <img
      className={className}
      src={src}
      alt={alt}
      decoding="async"
      onError={() => {
        if (src === brandLogo) return;
        console.warn(`Company logo ${src} could not be loaded; showing the Bouwwerk logo`);
        setFailedSrc(src);
      }}
    />
  );
}
