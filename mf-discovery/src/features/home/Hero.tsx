import { SearchBox } from '../search/SearchBox';
import { useCountrySetting } from '../country/useCountrySetting';
import { HOME_COPY, fill } from '../../content/home';

interface HeroProps {
  country: string;
  countryName: string;
}

/** Full-bleed hero under the shell's transparent header: headline, storefront photo and the search box. */
export function Hero({ country, countryName }: HeroProps) {
  const setting = useCountrySetting(country);
  const loading = setting.status === 'loading';
  const name = setting.status === 'ready' && setting.name ? setting.name : countryName;
  return (
    <section className="disc-hero" aria-labelledby="disc-hero-title" aria-busy={loading}>
      {/* While the settings load the hero shows a neutral gradient; on an error the fallback photo. */}
      {!loading && (
        <img className="disc-hero__img" src={setting.photo} alt="" fetchPriority="high" decoding="async" data-testid="hero-photo" />
      )}
      <div className="disc-hero__shade" />
      <div className="disc-hero__content disc-container">
        <h1 id="disc-hero-title" className="disc-hero__title">
          {HOME_COPY.headline}
        </h1>
        <p className="disc-hero__subhead">{fill(HOME_COPY.subhead, { country: name })}</p>
        <SearchBox country={country} />
      </div>
    </section>
  );
}
