include "f1861.td"
