// Sample data the spec describes, shared by the suites that serve or check it.

/** An online transaction with every required field and nothing else (`OnlineTransaction`). */
export const onlineTransaction = (id: number) => ({
  id,
  client_id: "client_a1",
  status: "funds_released",
  description: "Road bike",
  currency: "gbp",
  price: 45000,
  quantity: 1,
  charge: 1350,
  charge_buyer_client: 0,
  charge_seller: 0,
  charge_seller_client: 0,
  is_payment_in_progress: false,
  created: "2026-11-02T09:30:00Z",
});
