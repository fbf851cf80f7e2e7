export function HomeRoute() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Flightdeck</h1>
    </main>
  );
}
