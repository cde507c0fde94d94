/** The Tips and Tools banner (account spec 2.11) heading the resources page. */
export function TipsAndToolsBanner() {
  return (
    <header className="tips-banner">
      <h1 className="tips-banner__title">Tips and Tools</h1>
      <p className="tips-banner__text">Short videos and answers to get the most out of Haulboard.</p>
    </header>
  );
}
