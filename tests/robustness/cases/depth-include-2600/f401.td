include "f402.td"
