import { useEffect } from "react";
import { Link, useLocation } from "react-router";

export default function NotFoundRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <main>
      <p>404</p>
      <h1>Oops! Page not found</h1>
      <Link to="/">Return to Home</Link>
    </main>
  );
}
