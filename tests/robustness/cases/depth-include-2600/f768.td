include "f769.td"
